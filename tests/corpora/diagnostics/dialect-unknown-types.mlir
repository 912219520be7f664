// FLAGS: --allow-unregistered-dialect --split-input-file
// Types of a registered dialect's namespace that the dialect does not
// define: errors even with --allow-unregistered-dialect, at the mnemonic,
// in the dialect's words. A dialect without types has no type parser; one
// whose types are generated says which mnemonic it does not know; SPIR-V
// has its own message. The verbose form `!dialect<...>` of a defined type
// reads as its pretty form.

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @f(%a: !arith.mask)

// -----

// expected-error@+1 {{dialect 'func' provides no type parsing hook}}
func.func private @f() -> !func.handle<4 x i32>

// -----

func.func @f() {
  // expected-error@+1 {{dialect 'cf' provides no type parsing hook}}
  %0 = "foo.make"() : () -> tuple<i32, !cf.token>
  return
}

// -----

// expected-error@+1 {{dialect 'builtin' provides no type parsing hook}}
"foo.op"() {kind = !builtin.index} : () -> ()

// -----

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
"foo.op"() : () -> !arith<"flags">

// -----

// expected-error@+1 {{unknown SPIR-V type: pointer}}
func.func private @f(%a: !spirv.pointer<i32, Uniform>)

// -----

// expected-error@+1 {{unknown SPIR-V type: sampler}}
func.func private @f(%a: vector<4x!spirv<sampler>>)

// -----

func.func private @f(%a: !spirv<ptr<f32, Workgroup>>, %b: !spirv<rtarray<i8, stride=1>>)
"foo.op"() : () -> !spirv<ptr<!spirv<array<4 x i32>>, Function>>
// expected-error@+1 {{unknown SPIR-V type: sampled}}
"foo.op"() : () -> !spirv.sampled<i32>

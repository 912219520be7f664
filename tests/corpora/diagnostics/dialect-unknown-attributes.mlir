// FLAGS: --allow-unregistered-dialect --split-input-file
// Attributes of a registered dialect's namespace that the dialect does not
// define: errors even with --allow-unregistered-dialect, at the mnemonic,
// in the dialect's words. A dialect without attributes has no attribute
// parser; one whose attributes are generated says which mnemonic it does
// not know; SPIR-V has its own message. The body of a known enum attribute
// is checked as MLIR's generated parsers check it: a bad case is reported
// at the first case, then the attribute's parameter at the next token.

// expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
"foo.op"() {a = #arith.foo} : () -> ()

// -----

// expected-error@+1 {{unknown SPIR-V attribute kind: foo}}
"foo.op"() {a = #spirv.foo<1>} : () -> ()

// -----

// expected-error@+1 {{dialect 'func' provides no attribute parsing hook}}
"foo.op"() {a = #func.bar} : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{dialect 'cf' provides no attribute parsing hook}}
  "foo.op"() {a = [1, #cf.token<4 x i32>]} : () -> ()
  return
}

// -----

// expected-error@+1 {{dialect 'builtin' provides no attribute parsing hook}}
"foo.op"() {a = #builtin.bar<1>} : () -> ()

// -----

// expected-error@+1 {{unknown attribute `fastmath.x` in dialect `arith`}}
"foo.op"() {a = #arith.fastmath.x<nnan>} : () -> ()

// -----

// The verbose form: the mnemonic is the body's first keyword.

// expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
"foo.op"() {a = #arith<  foo>} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"foo.op"() {a = #arith<"fastmath">} : () -> ()

// -----

// expected-error@+1 {{dialect 'func' provides no attribute parsing hook}}
"foo.op"() {a = #func<"x">} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"foo.op"() {a = #arith<é>} : () -> ()

// -----

// The brackets of the body are checked before the mnemonic.

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"foo.op"() {a = #arith.foo<(> : i32} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"foo.op"() {a = #arith.fastmath<bogus>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"foo.op"() {a = #arith.overflow<nsw, what>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"foo.op"() {a = #arith<fastmath<nnan, bogus>>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
// expected-error@+1 {{failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
"foo.op"() {a = #spirv.scope<Nowhere>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::spirv::MemoryAccess to be one of: None, Volatile, Aligned, Nontemporal, MakePointerAvailable, MakePointerVisible, NonPrivatePointer, AliasScopeINTELMask, NoAliasINTELMask}}
// expected-error@+1 {{failed to parse SPIRV_MemoryAccessAttr parameter 'value' which is to be a `::mlir::spirv::MemoryAccess`}}
"foo.op"() {a = #spirv.memory_access<Volatile|Bogus>} : () -> ()

// -----

// A string may spell a whole set; its cases must all be known.

// expected-error@+2 {{expected ::mlir::spirv::MemoryAccess to be one of: None, Volatile, Aligned, Nontemporal, MakePointerAvailable, MakePointerVisible, NonPrivatePointer, AliasScopeINTELMask, NoAliasINTELMask}}
// expected-error@+1 {{failed to parse SPIRV_MemoryAccessAttr parameter 'value' which is to be a `::mlir::spirv::MemoryAccess`}}
"foo.op"() {a = #spirv.memory_access<"Volatile|Bogus">} : () -> ()

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"foo.op"() {a = #arith.fastmath<>} : () -> ()

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
"foo.op"() {a = #spirv.scope<1>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"foo.op"() {a = #arith.fastmath} : () -> ()

// -----

// expected-error@+1 {{expected '>'}}
"foo.op"() {a = #arith.fastmath<nnan ninf>} : () -> ()

// -----

// One case of an integer enum.

// expected-error@+1 {{expected '>'}}
"foo.op"() {a = #spirv.scope<Device|Workgroup>} : () -> ()

// -----

// Well-formed attributes read as mlir-opt reads them (the last error
// shows that the others were accepted): enum attributes, strings spelling
// a set, the verbose form, attributes SPIR-V has without this crate
// modeling them, and unregistered dialects' attributes.
"foo.op"() {
  a = #arith.fastmath<nnan,ninf>, b = #arith.overflow<"nsw">, c = #arith<fastmath<fast>>,
  d = #spirv.memory_access<"Volatile|Aligned">, e = #spirv<scope<Device>>,
  f = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = false, scope = #spirv.scope<Subgroup>>,
  g = #foo.bar<1>, h = #spirv<entry_point_abi<>>
} : () -> ()
// expected-error@+1 {{unknown attribute `bar` in dialect `arith`}}
"foo.op"() {a = #arith.bar} : () -> ()

// Symbol names of functions, calls and func.constant: dotted, quoted,
// with escapes and with `$`.

func.func private @sym.with.dots()
func.func private @"0start"()
func.func private @"with\"quote"()
func.func private @"tab\09x"()
func.func private @_under$dollar()
func.func @f() {
  call @sym.with.dots() : () -> ()
  call @"0start"() : () -> ()
  call @"with\"quote"() : () -> ()
  call @_under$dollar() : () -> ()
  %0 = constant @"tab\09x" : () -> ()
  return
}

// Spellings the custom forms accept besides the one they print: quoted
// predicates, spaces inside flags, flags in any order and redundant,
// hexadecimal integer constants, properties written in the attribute
// dictionary, parenthesized single results, `func.` prefixes inside
// functions, `%x#N` result uses, one-line switches, and line breaks and
// comments between tokens.

func.func private @g(i32) -> (i32)

func.func @f(%a: i32, %b: i32, %x: f32, %d: f64, %c: i1) -> (i32) {
  %0 = arith.cmpi "eq", %a, %b : i32
  %1 = arith.cmpf "oeq", %x, %x : f32
  %2 = arith.addi %a, %b overflow <nsw> : i32
  %3 = arith.addf %x, %x fastmath< nnan , ninf > : f32
  %4 = arith.addi %a, %b overflow<nuw,nsw> : i32
  %5 = arith.addf %x, %x fastmath<fast,nnan> : f32
  %6 = arith.addf %x, %x fastmath<contract,reassoc,nnan,ninf,nsz,arcp> : f32
  %7 = "arith.cmpi"(%a, %b) {predicate = 9 : i64} : (i32, i32) -> i1
  %8 = arith.constant 0x2A : i32
  %9 = arith.constant -0x1 : i32
  %10 = arith.constant 1.5e0 : f64
  %11 = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32
  %12 = arith.addf %x, %x {fastmath = #arith.fastmath<fast>} : f32
  %13 = arith.divsi %a, %b {isExact} : i32
  %14 = arith.truncf %d {roundingmode = 1 : i32} : f64 to f32
  %15:2 = arith.addui_extended %a, %b : i32, i1
  %16 = arith.select %15#1, %15#0, %a : i32
  %17 = func.call @g(%16) : (i32) -> (i32)
  %f = func.constant @g : (i32) -> (i32)
  %18 = func.call_indirect %f(%17) : (i32) -> (i32)
  %19 = arith.cmpf ord, %x, %x fastmath<none> : f32
  func.call @f(%a, %b, %x, %d, %c) {callee = @f} : (i32, i32, f32, f64, i1) -> (i32)
  cf.cond_br %c weights([1,2]), ^bb1, ^bb2
^bb1:
  cf.switch %a : i32, [default: ^bb2, 1: ^bb1]
^bb2:
  func.return %18 : i32
}

// Line breaks and comments anywhere between tokens.
func.func @layout(
    %a: i32, // first
    %b: i32
) -> (
  i32 // result
) attributes {
  foo.x
} {
  %0 = arith.addi
    %a,
    %b
    overflow<
      nsw
    >
    : i32
  cf.switch %a : i32, [
    // the default
    default: ^bb1(%0 : i32),
    1: ^bb1(%b : i32) // one
  ]
^bb1(%r: i32): // comment
  return %r : i32
}

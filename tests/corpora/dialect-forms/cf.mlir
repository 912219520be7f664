// The cf dialect: br with and without operands, cond_br with weights and
// operands on either side, switch with only a default, with cases, with
// negative case values and case operands, and assert.

func.func @br(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %b : i32, f32)
^bb3(%y: i32, %z: f32):
  cf.br ^bb4 {foo.attr = 1 : i64}
^bb4:
  cf.br ^bb5(%y : i32) {foo.unit}
^bb5(%r: i32):
  return %r : i32
}

func.func @cond_br(%c: i1, %a: i32, %b: f32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3(%a : i32), ^bb4
^bb2:
  cf.cond_br %c, ^bb4, ^bb3(%a : i32)
^bb3(%x: i32):
  cf.cond_br %c, ^bb5(%x, %b : i32, f32), ^bb5(%a, %b : i32, f32)
^bb4:
  cf.cond_br %c weights([3, 7]), ^bb6, ^bb7
^bb5(%y: i32, %z: f32):
  cf.cond_br %c weights([0, 100]), ^bb6, ^bb3(%y : i32) {foo.attr}
^bb6:
  cf.cond_br %c weights([10, 20]), ^bb8(%a, %b : i32, f32), ^bb5(%a, %b : i32, f32) {foo.w}
^bb8(%p: i32, %q: f32):
  cf.cond_br %c, ^bb7, ^bb7 {foo.x = "y"}
^bb7:
  return
}

func.func @switch(%f: i32, %a: i32, %b: f32, %g: i8) {
  cf.switch %f : i32, [
    default: ^bb1
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    42: ^bb1,
    43: ^bb2(%a : i32)
  ]
^bb2(%x: i32):
  cf.switch %f : i32, [
    default: ^bb3(%x, %b : i32, f32),
    -1: ^bb3(%a, %b : i32, f32),
    0: ^bb1,
    -2147483648: ^bb4,
    2147483647: ^bb4
  ]
^bb3(%y: i32, %z: f32):
  cf.switch %g : i8, [
    default: ^bb4,
    -128: ^bb4,
    127: ^bb1
  ] {foo.attr = 1 : i64}
^bb4:
  cf.switch %f : i32, [
    default: ^bb5
  ] {foo.unit}
^bb5:
  return
}

// mlir-opt prints negative case values as unsigned numbers, which it cannot
// parse back for i64 (so no negative i64 case here).
func.func @switch_wide(%f: i64, %n: i1, %h: i16) {
  cf.switch %f : i64, [
    default: ^bb1,
    9223372036854775807: ^bb1,
    0: ^bb2
  ]
^bb1:
  cf.switch %n : i1, [
    default: ^bb2,
    0: ^bb2,
    1: ^bb1
  ]
^bb2:
  return
}

func.func @assert(%c: i1) {
  cf.assert %c, "message"
  cf.assert %c, "with \"quotes\" and \\ and \n newline"
  cf.assert %c, ""
  cf.assert %c, "attr" {foo.attr}
  return
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return %i : index
}

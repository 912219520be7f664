// Availability of arithmetic, bit, logical and cast ops: the dialect
// defaults, and ops with capabilities of their own.
func.func @arithmetic(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>) -> i32 {
  %0 = spirv.IAdd %a, %b : i32
  %1 = spirv.ISub %a, %b : i32
  %2 = spirv.FMul %x, %y : f32
  %3 = spirv.SDiv %a, %b : i32
  %4 = spirv.FNegate %x : f32
  %5 = spirv.IAddCarry %a, %b : !spirv.struct<(i32, i32)>
  %6 = spirv.BitwiseAnd %a, %b : i32
  %7 = spirv.BitCount %a : i32
  %8 = spirv.ShiftLeftLogical %a, %b : i32, i32
  %9 = spirv.BitReverse %v : vector<4xi32>
  %10 = spirv.IEqual %a, %b : i32
  %11 = spirv.LogicalNot %10 : i1
  %12 = spirv.FOrdLessThan %x, %y : f32
  %13 = spirv.Select %12, %a, %b : i1, i32
  %14 = spirv.IsNan %x : f32
  %15 = spirv.ConvertFToS %x : f32 to i32
  %16 = spirv.Bitcast %x : f32 to i32
  %17 = spirv.SConvert %a : i32 to i64
  %18 = spirv.FConvert %x : f32 to f64
  return %0 : i32
}

func.func @dot(%a: vector<4xi8>, %b: vector<4xi8>, %p: i32, %q: i32) -> i32 {
  %0 = spirv.SDot %a, %b : vector<4xi8> -> i32
  %1 = spirv.UDot %p, %q, <PackedVectorFormat4x8Bit> : i32 -> i32
  %2 = spirv.SUDotAccSat %a, %b, %p : vector<4xi8> -> i32
  return %0 : i32
}

// FLAGS: --canonicalize
// Folds of spirv.SDiv, UDiv, SMod, SRem and UMod: `x / 1`, `x % 1`, and
// constants, except where SPIR-V leaves the result undefined (a zero
// divisor, or the smallest value divided by -1, in any element).
func.func @sdiv(%x: i32) -> (i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %c1 = spirv.Constant 1 : i32
  %c0 = spirv.Constant 0 : i32
  %cm1 = spirv.Constant -1 : i32
  %c7 = spirv.Constant -7 : i32
  %c2 = spirv.Constant 2 : i32
  %min = spirv.Constant -2147483648 : i32
  %0 = spirv.SDiv %x, %c1 : i32
  %1 = spirv.SDiv %c7, %c2 : i32
  %2 = spirv.SDiv %c7, %c0 : i32
  %3 = spirv.SDiv %min, %cm1 : i32
  %4 = spirv.SDiv %min, %c2 : i32
  %a = spirv.Constant dense<[9, -9]> : vector<2xi32>
  %b = spirv.Constant dense<[2, 4]> : vector<2xi32>
  %z = spirv.Constant dense<[2, 0]> : vector<2xi32>
  %o = spirv.Constant dense<[-2147483648, 5]> : vector<2xi32>
  %m = spirv.Constant dense<[-1, 1]> : vector<2xi32>
  %5 = spirv.SDiv %a, %b : vector<2xi32>
  %6 = spirv.SDiv %a, %z : vector<2xi32>
  %7 = spirv.SDiv %o, %m : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>
}

func.func @udiv(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, vector<2xi8>, vector<2xi8>, vector<2xi8>, i32) {
  %c1 = spirv.Constant 1 : i32
  %c0 = spirv.Constant 0 : i32
  %cm1 = spirv.Constant -1 : i32
  %c3 = spirv.Constant 3 : i32
  %0 = spirv.UDiv %x, %c1 : i32
  %1 = spirv.UDiv %cm1, %c3 : i32
  %2 = spirv.UDiv %c3, %c0 : i32
  %one = spirv.Constant dense<1> : vector<2xi8>
  %a = spirv.Constant dense<[-1, 100]> : vector<2xi8>
  %b = spirv.Constant dense<[16, 0]> : vector<2xi8>
  %c = spirv.Constant dense<[16, 7]> : vector<2xi8>
  %3 = spirv.UDiv %v, %one : vector<2xi8>
  %4 = spirv.UDiv %a, %b : vector<2xi8>
  %5 = spirv.UDiv %a, %c : vector<2xi8>
  %6 = spirv.UDiv %x, %c3 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, vector<2xi8>, vector<2xi8>, vector<2xi8>, i32
}

func.func @smod(%x: i32, %v: vector<4xi32>) -> (i32, vector<4xi32>, vector<4xi32>, vector<4xi32>, i32, i32, i32) {
  %c1 = spirv.Constant 1 : i32
  %0 = spirv.SMod %x, %c1 : i32
  %one = spirv.Constant dense<1> : vector<4xi32>
  %1 = spirv.SMod %v, %one : vector<4xi32>
  %a = spirv.Constant dense<[7, -7, 7, -7]> : vector<4xi32>
  %b = spirv.Constant dense<[3, 3, -3, -3]> : vector<4xi32>
  %2 = spirv.SMod %a, %b : vector<4xi32>
  %3 = spirv.SRem %a, %b : vector<4xi32>
  %c6 = spirv.Constant 6 : i32
  %cm3 = spirv.Constant -3 : i32
  %c0 = spirv.Constant 0 : i32
  %4 = spirv.SMod %c6, %cm3 : i32
  %5 = spirv.SMod %c6, %c0 : i32
  %min = spirv.Constant -2147483648 : i32
  %cm1 = spirv.Constant -1 : i32
  %6 = spirv.SMod %min, %cm1 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, vector<4xi32>, vector<4xi32>, vector<4xi32>, i32, i32, i32
}

func.func @srem_umod(%x: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, vector<2xi32>, i32, i32, i32) {
  %c1 = spirv.Constant 1 : i32
  %c0 = spirv.Constant 0 : i32
  %cm1 = spirv.Constant -1 : i32
  %c5 = spirv.Constant 5 : i32
  %cm13 = spirv.Constant -13 : i32
  %min = spirv.Constant -2147483648 : i32
  %0 = spirv.SRem %x, %c1 : i32
  %1 = spirv.SRem %cm13, %c5 : i32
  %2 = spirv.SRem %min, %cm1 : i32
  %3 = spirv.SRem %c5, %c0 : i32
  %one = spirv.Constant dense<1> : vector<2xi32>
  %4 = spirv.UMod %v, %one : vector<2xi32>
  %5 = spirv.UMod %cm13, %c5 : i32
  %6 = spirv.UMod %c5, %c0 : i32
  %7 = spirv.UMod %x, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, vector<2xi32>, i32, i32, i32
}

func.func @shifts(%x: i32, %s: i32) -> (i32, i32, i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>, vector<2xi16>, i32) {
  %c0 = spirv.Constant 0 : i32
  %c4 = spirv.Constant 4 : i32
  %c32 = spirv.Constant 32 : i32
  %neg = spirv.Constant -256 : i32
  %0 = spirv.ShiftLeftLogical %x, %c0 : i32, i32
  %1 = spirv.ShiftRightArithmetic %x, %c0 : i32, i32
  %2 = spirv.ShiftRightLogical %x, %c0 : i32, i32
  %3 = spirv.ShiftLeftLogical %neg, %c4 : i32, i32
  %4 = spirv.ShiftRightArithmetic %neg, %c4 : i32, i32
  %5 = spirv.ShiftRightLogical %neg, %c4 : i32, i32
  %6 = spirv.ShiftLeftLogical %c4, %c32 : i32, i32
  %a = spirv.Constant dense<[-32768, 3]> : vector<2xi16>
  %b = spirv.Constant dense<[15, 1]> : vector<2xi16>
  %c = spirv.Constant dense<[1, 16]> : vector<2xi16>
  %7 = spirv.ShiftRightArithmetic %a, %b : vector<2xi16>, vector<2xi16>
  %8 = spirv.ShiftRightLogical %a, %c : vector<2xi16>, vector<2xi16>
  %9 = spirv.ShiftLeftLogical %a, %b : vector<2xi16>, vector<2xi16>
  %10 = spirv.ShiftLeftLogical %x, %s : i32, i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>, vector<2xi16>, i32
}

func.func @shift_widths(%x: i32) -> (i32, i32, i32) {
  %c0 = spirv.Constant 0 : i8
  %c2 = spirv.Constant 2 : i8
  %c8 = spirv.Constant 8 : i32
  %0 = spirv.ShiftLeftLogical %x, %c0 : i32, i8
  %1 = spirv.ShiftLeftLogical %c8, %c2 : i32, i8
  %2 = spirv.ShiftRightLogical %c8, %c2 : i32, i8
  return %0, %1, %2 : i32, i32, i32
}

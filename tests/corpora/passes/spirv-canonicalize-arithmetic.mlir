// FLAGS: --canonicalize
// Folds of spirv.IAdd, IMul, ISub and SNegate: identities, scalar, splat
// and dense constants (wrapping), and the cases that keep the op.
func.func @add(%x: i32, %v: vector<3xi32>) -> (i32, i32, i32, vector<3xi32>, vector<3xi32>, i8, i32) {
  %c0 = spirv.Constant 0 : i32
  %c5 = spirv.Constant 5 : i32
  %c7 = spirv.Constant -7 : i32
  %0 = spirv.IAdd %x, %c0 : i32
  %1 = spirv.IAdd %c5, %c7 : i32
  %2 = spirv.IAdd %c0, %x : i32
  %z = spirv.Constant dense<0> : vector<3xi32>
  %d1 = spirv.Constant dense<[1, 2, 3]> : vector<3xi32>
  %d2 = spirv.Constant dense<[2147483647, -5, 6]> : vector<3xi32>
  %3 = spirv.IAdd %v, %z : vector<3xi32>
  %4 = spirv.IAdd %d1, %d2 : vector<3xi32>
  %m1 = spirv.Constant 127 : i8
  %m2 = spirv.Constant 1 : i8
  %5 = spirv.IAdd %m1, %m2 : i8
  %6 = spirv.IAdd %x, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, vector<3xi32>, vector<3xi32>, i8, i32
}

func.func @mul(%x: i32, %v: vector<2xi64>) -> (i32, i32, i32, vector<2xi64>, vector<2xi64>, vector<2xi64>, i32) {
  %c0 = spirv.Constant 0 : i32
  %c1 = spirv.Constant 1 : i32
  %c3 = spirv.Constant 3 : i32
  %big = spirv.Constant 65536 : i32
  %0 = spirv.IMul %x, %c0 : i32
  %1 = spirv.IMul %x, %c1 : i32
  %2 = spirv.IMul %big, %big : i32
  %s = spirv.Constant dense<4> : vector<2xi64>
  %one = spirv.Constant dense<1> : vector<2xi64>
  %d = spirv.Constant dense<[-3, 9223372036854775807]> : vector<2xi64>
  %3 = spirv.IMul %v, %one : vector<2xi64>
  %4 = spirv.IMul %s, %s : vector<2xi64>
  %5 = spirv.IMul %d, %s : vector<2xi64>
  %6 = spirv.IMul %x, %c3 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, vector<2xi64>, vector<2xi64>, vector<2xi64>, i32
}

func.func @sub(%x: i32, %v: vector<4xi16>) -> (i32, vector<4xi16>, i32, vector<4xi16>, i32, i32) {
  %c0 = spirv.Constant 0 : i32
  %c3 = spirv.Constant 3 : i32
  %min = spirv.Constant -2147483648 : i32
  %0 = spirv.ISub %x, %x : i32
  %1 = spirv.ISub %v, %v : vector<4xi16>
  %2 = spirv.ISub %min, %c3 : i32
  %d1 = spirv.Constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %d2 = spirv.Constant dense<[4, 3, 2, 1]> : vector<4xi16>
  %3 = spirv.ISub %d1, %d2 : vector<4xi16>
  %4 = spirv.ISub %x, %c0 : i32
  %5 = spirv.ISub %c0, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, vector<4xi16>, i32, vector<4xi16>, i32, i32
}

func.func @negate(%x: i32) -> (i32, i32, i32, vector<3xi8>, i32) {
  %c5 = spirv.Constant 5 : i32
  %min = spirv.Constant -2147483648 : i32
  %n = spirv.SNegate %x : i32
  %0 = spirv.SNegate %n : i32
  %1 = spirv.SNegate %c5 : i32
  %2 = spirv.SNegate %min : i32
  %d = spirv.Constant dense<[1, -128, 0]> : vector<3xi8>
  %3 = spirv.SNegate %d : vector<3xi8>
  %4 = spirv.SNegate %x : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<3xi8>, i32
}

func.func @unsigned_types(%x: ui32) -> (ui32, si32, ui32) {
  %a = spirv.Constant 4294967295 : ui32
  %b = spirv.Constant 2 : ui32
  %0 = spirv.IAdd %a, %b : ui32
  %c = spirv.Constant -3 : si32
  %1 = spirv.IMul %c, %c : si32
  %2 = spirv.IAdd %x, %b : ui32
  return %0, %1, %2 : ui32, si32, ui32
}

// MLIR's zero is no attribute for a cooperative matrix: `x - x` stays.
func.func @cooperative_matrix(%m: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>) -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA> {
  %0 = spirv.ISub %m, %m : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
  return %0 : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
}

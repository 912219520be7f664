// FLAGS: --canonicalize
// Folds of spirv.BitwiseAnd, BitwiseOr, BitwiseXor and Not: identities,
// the zero-extension mask, and constants.
func.func @and(%x: i32, %v: vector<2xi32>, %b: i8, %w: vector<2xi8>) -> (i32, i32, i32, vector<2xi32>, i32, i32, vector<2xi32>, i32, vector<2xi32>, i32) {
  %c0 = spirv.Constant 0 : i32
  %ones = spirv.Constant -1 : i32
  %c12 = spirv.Constant 12 : i32
  %c10 = spirv.Constant 10 : i32
  %0 = spirv.BitwiseAnd %x, %x : i32
  %1 = spirv.BitwiseAnd %x, %c0 : i32
  %2 = spirv.BitwiseAnd %x, %ones : i32
  %vones = spirv.Constant dense<-1> : vector<2xi32>
  %3 = spirv.BitwiseAnd %v, %vones : vector<2xi32>
  %4 = spirv.BitwiseAnd %c12, %c10 : i32
  %e = spirv.UConvert %b : i8 to i32
  %mask = spirv.Constant 255 : i32
  %5 = spirv.BitwiseAnd %e, %mask : i32
  %ew = spirv.UConvert %w : vector<2xi8> to vector<2xi32>
  %wmask = spirv.Constant dense<511> : vector<2xi32>
  %6 = spirv.BitwiseAnd %ew, %wmask : vector<2xi32>
  %small = spirv.Constant 127 : i32
  %7 = spirv.BitwiseAnd %e, %small : i32
  %d1 = spirv.Constant dense<[6, 5]> : vector<2xi32>
  %d2 = spirv.Constant dense<[3, 3]> : vector<2xi32>
  %8 = spirv.BitwiseAnd %d1, %d2 : vector<2xi32>
  %9 = spirv.BitwiseAnd %c12, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, vector<2xi32>, i32, i32, vector<2xi32>, i32, vector<2xi32>, i32
}

func.func @or_xor(%x: i32, %v: vector<3xi16>) -> (i32, i32, i32, i32, i32, i32, vector<3xi16>, vector<3xi16>, vector<3xi16>, i32) {
  %c0 = spirv.Constant 0 : i32
  %ones = spirv.Constant -1 : i32
  %c12 = spirv.Constant 12 : i32
  %c10 = spirv.Constant 10 : i32
  %0 = spirv.BitwiseOr %x, %x : i32
  %1 = spirv.BitwiseOr %x, %c0 : i32
  %2 = spirv.BitwiseOr %x, %ones : i32
  %3 = spirv.BitwiseOr %c12, %c10 : i32
  %4 = spirv.BitwiseXor %x, %c0 : i32
  %5 = spirv.BitwiseXor %x, %x : i32
  %6 = spirv.BitwiseXor %v, %v : vector<3xi16>
  %d1 = spirv.Constant dense<[1, 2, 3]> : vector<3xi16>
  %d2 = spirv.Constant dense<[-1, 2, 0]> : vector<3xi16>
  %7 = spirv.BitwiseXor %d1, %d2 : vector<3xi16>
  %8 = spirv.BitwiseOr %d1, %d2 : vector<3xi16>
  %9 = spirv.BitwiseXor %c12, %c10 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, vector<3xi16>, vector<3xi16>, vector<3xi16>, i32
}

func.func @not(%x: i32) -> (i32, i32, vector<2xi8>, i32) {
  %n = spirv.Not %x : i32
  %0 = spirv.Not %n : i32
  %c = spirv.Constant 5 : i32
  %1 = spirv.Not %c : i32
  %d = spirv.Constant dense<[0, 127]> : vector<2xi8>
  %2 = spirv.Not %d : vector<2xi8>
  %3 = spirv.Not %x : i32
  return %0, %1, %2, %3 : i32, i32, vector<2xi8>, i32
}

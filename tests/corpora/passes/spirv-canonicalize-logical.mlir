// FLAGS: --canonicalize
// Folds of the spirv logical ops and integer comparisons: a value with
// itself, boolean identities, and constants (scalars, splats, dense).
func.func @logical(%x: i1, %v: vector<2xi1>) -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, i1, i1, i1, i1, i1, vector<2xi1>, i1, i1, vector<2xi1>, i1) {
  %t = spirv.Constant true
  %f = spirv.Constant false
  %0 = spirv.LogicalAnd %x, %t : i1
  %1 = spirv.LogicalAnd %x, %f : i1
  %2 = spirv.LogicalOr %x, %t : i1
  %3 = spirv.LogicalOr %x, %f : i1
  %vt = spirv.Constant dense<true> : vector<2xi1>
  %vf = spirv.Constant dense<false> : vector<2xi1>
  %4 = spirv.LogicalAnd %v, %vt : vector<2xi1>
  %5 = spirv.LogicalOr %v, %vt : vector<2xi1>
  %6 = spirv.LogicalEqual %x, %x : i1
  %7 = spirv.LogicalEqual %t, %f : i1
  %8 = spirv.LogicalNotEqual %x, %f : i1
  %9 = spirv.LogicalNotEqual %x, %x : i1
  %10 = spirv.LogicalNotEqual %t, %f : i1
  %mixed = spirv.Constant dense<[true, false]> : vector<2xi1>
  %11 = spirv.LogicalEqual %mixed, %vt : vector<2xi1>
  %n = spirv.LogicalNot %x : i1
  %12 = spirv.LogicalNot %n : i1
  %13 = spirv.LogicalNot %t : i1
  %14 = spirv.LogicalNot %mixed : vector<2xi1>
  %15 = spirv.LogicalAnd %x, %n : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, i1, i1, i1, i1, i1, vector<2xi1>, i1, i1, vector<2xi1>, i1
}

func.func @logical_no_fold(%x: i1, %v: vector<2xi1>) -> (vector<2xi1>, vector<2xi1>, i1) {
  %mixed = spirv.Constant dense<[true, false]> : vector<2xi1>
  %0 = spirv.LogicalAnd %v, %mixed : vector<2xi1>
  %1 = spirv.LogicalOr %mixed, %mixed : vector<2xi1>
  %t = spirv.Constant true
  %2 = spirv.LogicalAnd %t, %t : i1
  return %0, %1, %2 : vector<2xi1>, vector<2xi1>, i1
}

func.func @compare_self(%x: i32, %v: vector<3xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>) {
  %0 = spirv.IEqual %x, %x : i32
  %1 = spirv.INotEqual %x, %x : i32
  %2 = spirv.SGreaterThan %x, %x : i32
  %3 = spirv.SGreaterThanEqual %x, %x : i32
  %4 = spirv.SLessThan %x, %x : i32
  %5 = spirv.SLessThanEqual %x, %x : i32
  %6 = spirv.UGreaterThan %x, %x : i32
  %7 = spirv.UGreaterThanEqual %x, %x : i32
  %8 = spirv.ULessThan %x, %x : i32
  %9 = spirv.ULessThanEqual %x, %x : i32
  %10 = spirv.IEqual %v, %v : vector<3xi32>
  %11 = spirv.ULessThan %v, %v : vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>
}

func.func @compare_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>, vector<3xi1>, vector<3xi1>) {
  %m = spirv.Constant -1 : i32
  %c = spirv.Constant 1 : i32
  %0 = spirv.IEqual %m, %c : i32
  %1 = spirv.INotEqual %m, %c : i32
  %2 = spirv.SGreaterThan %m, %c : i32
  %3 = spirv.SGreaterThanEqual %m, %c : i32
  %4 = spirv.SLessThan %m, %c : i32
  %5 = spirv.SLessThanEqual %m, %c : i32
  %6 = spirv.UGreaterThan %m, %c : i32
  %7 = spirv.UGreaterThanEqual %m, %c : i32
  %8 = spirv.ULessThan %m, %c : i32
  %9 = spirv.ULessThanEqual %m, %c : i32
  %a = spirv.Constant dense<[-5, 0, 7]> : vector<3xi32>
  %b = spirv.Constant dense<[5, 0, 7]> : vector<3xi32>
  %s = spirv.Constant dense<3> : vector<3xi32>
  %10 = spirv.SLessThan %a, %b : vector<3xi32>
  %11 = spirv.ULessThan %a, %b : vector<3xi32>
  %12 = spirv.IEqual %a, %b : vector<3xi32>
  %13 = spirv.UGreaterThanEqual %s, %s : vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>, vector<3xi1>, vector<3xi1>
}

func.func @compare_no_fold(%x: i32, %y: i32) -> (i1, i1) {
  %c = spirv.Constant 4 : i32
  %0 = spirv.SLessThan %x, %y : i32
  %1 = spirv.UGreaterThan %c, %x : i32
  return %0, %1 : i1, i1
}

func.func @select(%c: i1, %vc: vector<3xi1>, %x: i32, %y: i32, %v: vector<3xf32>, %w: vector<3xf32>) -> (i32, i32, i32, vector<3xf32>, vector<3xf32>, vector<3xi32>, vector<3xf32>, i32, vector<3xf32>, vector<3xi32>) {
  %t = spirv.Constant true
  %f = spirv.Constant false
  %0 = spirv.Select %c, %x, %x : i1, i32
  %1 = spirv.Select %t, %x, %y : i1, i32
  %2 = spirv.Select %f, %x, %y : i1, i32
  %vt = spirv.Constant dense<true> : vector<3xi1>
  %3 = spirv.Select %vt, %v, %w : vector<3xi1>, vector<3xf32>
  %4 = spirv.Select %t, %w, %v : i1, vector<3xf32>
  %mixed = spirv.Constant dense<[true, false, true]> : vector<3xi1>
  %a = spirv.Constant dense<[1, 2, 3]> : vector<3xi32>
  %b = spirv.Constant dense<[4, 5, 6]> : vector<3xi32>
  %5 = spirv.Select %mixed, %a, %b : vector<3xi1>, vector<3xi32>
  %fa = spirv.Constant dense<[1.5, 2.5, 3.5]> : vector<3xf32>
  %fb = spirv.Constant dense<0.0> : vector<3xf32>
  %6 = spirv.Select %mixed, %fa, %fb : vector<3xi1>, vector<3xf32>
  %7 = spirv.Select %c, %x, %y : i1, i32
  %8 = spirv.Select %mixed, %v, %fb : vector<3xi1>, vector<3xf32>
  %9 = spirv.Select %vc, %a, %b : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, vector<3xf32>, vector<3xf32>, vector<3xi32>, vector<3xf32>, i32, vector<3xf32>, vector<3xi32>
}

func.func @mixed_constants() -> (vector<3xi1>, vector<3xi32>, vector<3xi1>) {
  %a = spirv.Constant dense<[-5, 0, 7]> : vector<3xi32>
  %s = spirv.Constant dense<3> : vector<3xi32>
  %0 = spirv.SLessThan %a, %s : vector<3xi32>
  %1 = spirv.BitwiseAnd %s, %a : vector<3xi32>
  %t = spirv.Constant dense<true> : vector<3xi1>
  %m = spirv.Constant dense<[true, false, false]> : vector<3xi1>
  %2 = spirv.LogicalNotEqual %m, %t : vector<3xi1>
  return %0, %1, %2 : vector<3xi1>, vector<3xi32>, vector<3xi1>
}

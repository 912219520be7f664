// FLAGS: --canonicalize
// Folds of spirv.CompositeExtract (through inserts, a full construction,
// and constant vectors and arrays) and spirv.Bitcast (to its own type
// and through chains).
func.func @extract(%a: f32, %b: f32, %c: f32, %v: vector<3xf32>) -> (f32, f32, f32, f32, i32, f32, vector<2xi32>, i1) {
  %cons = spirv.CompositeConstruct %a, %b, %c : (f32, f32, f32) -> vector<3xf32>
  %0 = spirv.CompositeExtract %cons[1 : i32] : vector<3xf32>
  %ins = spirv.CompositeInsert %a, %v[2 : i32] : f32 into vector<3xf32>
  %ins2 = spirv.CompositeInsert %b, %ins[0 : i32] : f32 into vector<3xf32>
  %1 = spirv.CompositeExtract %ins2[2 : i32] : vector<3xf32>
  %2 = spirv.CompositeExtract %ins2[1 : i32] : vector<3xf32>
  %k = spirv.Constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %3 = spirv.CompositeExtract %k[2 : i32] : vector<3xf32>
  %arr = spirv.Constant [dense<[1, 2]> : vector<2xi32>, dense<[3, 4]> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
  %4 = spirv.CompositeExtract %arr[1 : i32, 0 : i32] : !spirv.array<2 x vector<2xi32>>
  %s = spirv.Constant dense<5.0> : vector<4xf32>
  %5 = spirv.CompositeExtract %s[3 : i32] : vector<4xf32>
  %6 = spirv.CompositeExtract %arr[0 : i32] : !spirv.array<2 x vector<2xi32>>
  %bools = spirv.Constant dense<[false, true]> : vector<2xi1>
  %7 = spirv.CompositeExtract %bools[1 : i32] : vector<2xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, i32, f32, vector<2xi32>, i1
}

func.func @extract_no_fold(%a: vector<2xf32>, %b: vector<2xf32>, %v: vector<3xf32>, %x: f32) -> (f32, f32, vector<2xf32>) {
  %cons = spirv.CompositeConstruct %a, %b : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
  %0 = spirv.CompositeExtract %cons[1 : i32] : vector<4xf32>
  %1 = spirv.CompositeExtract %v[0 : i32] : vector<3xf32>
  %arr = spirv.CompositeConstruct %a, %b : (vector<2xf32>, vector<2xf32>) -> !spirv.array<2 x vector<2xf32>>
  %2 = spirv.CompositeExtract %arr[1 : i32] : !spirv.array<2 x vector<2xf32>>
  return %0, %1, %2 : f32, f32, vector<2xf32>
}

func.func @bitcast(%x: i32, %v: vector<2xf32>) -> (f32, i32, vector<2xi32>, f32) {
  %0 = spirv.Bitcast %x : i32 to f32
  %1 = spirv.Bitcast %0 : f32 to i32
  %2 = spirv.Bitcast %v : vector<2xf32> to i64
  %3 = spirv.Bitcast %2 : i64 to vector<2xi32>
  %4 = spirv.Bitcast %x : i32 to f32
  return %0, %1, %3, %4 : f32, i32, vector<2xi32>, f32
}

func.func @bitcast_chain(%x: vector<2xf32>) -> vector<2xi32> {
  %0 = spirv.Bitcast %x : vector<2xf32> to i64
  %1 = spirv.Bitcast %0 : i64 to f64
  %2 = spirv.Bitcast %1 : f64 to vector<2xi32>
  return %2 : vector<2xi32>
}

func.func @bitcast_chain_still_used(%x: i32) -> (f32, vector<2xi16>) {
  %0 = spirv.Bitcast %x : i32 to f32
  %1 = spirv.Bitcast %0 : f32 to vector<2xi16>
  return %0, %1 : f32, vector<2xi16>
}

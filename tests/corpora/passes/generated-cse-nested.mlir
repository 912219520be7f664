// FLAGS: --split-input-file --pass-pipeline=builtin.module(func.func(cse),symbol-dce)
func.func @f0(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.minui %arg1, %arg1 : i64
  cf.br ^bb3(%arg2 : i1)
^bb1:
  %v2 = arith.shli %arg0, %arg0 : index
  %v3 = arith.constant 42 : i32
  cf.switch %v3 : i32, [
    default: ^bb3(%arg2 : i1),
    1: ^bb2(%arg2 : i1),
    2: ^bb2(%arg2 : i1),
    3: ^bb3(%arg2 : i1)
  ]
^bb2(%b2_0: i1):
  %v4 = arith.cmpi sle, %arg2, %arg2 : i1
  "foo.use"(%arg0) : (index) -> ()
  %v5 = arith.select %v4, %b2_0, %arg2 : i1
  %v6 = arith.constant -1 : index
  %v7 = arith.addi %arg1, %arg1 : i64
  %v8 = arith.constant 1 : i32
  %v9 = arith.maxsi %v8, %v8 : i32
  %v10 = arith.cmpi sgt, %arg1, %arg1 : i64
  cf.br ^bb3(%v10 : i1)
^bb3(%b3_0: i1):
  %v11 = arith.andi %arg0, %arg0 : index
  %v12 = arith.constant 9 : i32
  return %v12 : i32
}
func.func @f1(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.constant -1 : i32
  cf.assert %arg1, "check"
  %v3 = arith.constant 7 : index
  %v4 = arith.constant false
  %v5 = arith.shli %v3, %v3 : index
  cf.cond_br %arg1, ^bb2, ^bb2
^bb1(%b1_0: index, %b1_1: i64):
  %v6 = arith.cmpi eq, %b1_1, %b1_1 : i64
  %v7 = arith.constant 1 : i32
  %v8 = arith.maxsi %b1_0, %b1_0 : index
  %v9 = arith.constant true
  %v10 = arith.ceildivsi %b1_0, %v8 : index
  %v11 = arith.maxsi %v7, %v7 : i32
  "foo.use"(%arg1) : (i1) -> ()
  %v12 = arith.addi %arg0, %arg0 : i64
  cf.switch %arg0 : i64, [
    default: ^bb3(%arg0, %v11 : i64, i32),
    3: ^bb2,
    4: ^bb2
  ]
^bb2:
  %v13 = arith.constant 2 : i32
  %v14 = arith.shli %v13, %v13 : i32
  %v15 = arith.constant -1 : index
  %v16 = arith.cmpi eq, %arg1, %arg1 : i1
  %v17 = arith.constant false
  %v18 = arith.constant 2 : index
  %v19 = arith.constant 0 : index
  cf.switch %arg0 : i64, [
    default: ^bb3(%arg0, %v14 : i64, i32),
    1: ^bb3(%arg0, %v14 : i64, i32),
    4: ^bb3(%arg0, %v14 : i64, i32)
  ]
^bb3(%b3_0: i64, %b3_1: i32):
  %v20 = arith.cmpi ugt, %b3_1, %b3_1 : i32
  %v21 = arith.cmpi ne, %v20, %arg1 : i1
  %v22 = arith.constant -1 : index
  %v23 = arith.cmpi sge, %b3_1, %b3_1 : i32
  %v24 = arith.muli %b3_0, %arg0 : i64
  %v25 = arith.select %v21, %b3_0, %arg0 : i64
  %v26 = arith.ori %v22, %v22 : index
  %v27 = arith.muli %v22, %v26 : index
  return %v25 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.floordivsi %v1, %v1 : i32
  %v3 = arith.cmpi ugt, %arg0, %arg0 : index
  %v4 = arith.ceildivsi %v1, %v1 : i32
  cf.br ^bb2(%arg2 : i1)
^bb1(%b1_0: i1):
  %v5 = arith.constant 3 : i32
  "foo.use"(%arg0) : (index) -> ()
  %v6 = arith.shli %v5, %v5 : i32
  cf.cond_br %b1_0, ^bb3, ^bb3
^bb2(%b2_0: i1):
  %v7 = arith.constant 7 : i32
  %v8 = arith.select %arg2, %v7, %v7 : i32
  %v9 = arith.cmpi ne, %b2_0, %b2_0 : i1
  %v10 = arith.constant -1 : i64
  %v11 = arith.constant 2 : i32
  %v12 = arith.constant 42 : i32
  %v13 = arith.constant 0 : i64
  cf.br ^bb3
^bb3:
  %v14 = arith.cmpi sge, %arg2, %arg2 : i1
  %v15 = arith.ceildivsi %arg0, %arg1 : index
  %v16 = arith.constant 0 : index
  cf.assert %arg2, "check"
  %v17 = arith.constant 1 : i32
  cf.switch %v17 : i32, [
    default: ^bb3,
    0: ^bb1(%arg2 : i1),
    1: ^bb2(%v14 : i1)
  ]
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.constant false
  %v2 = arith.constant 42 : i64
  cf.cond_br %v1, ^bb2(%v2 : i64), ^bb2(%v2 : i64)
^bb1(%b1_0: i1, %b1_1: i1):
  %v3 = arith.constant true
  %v4 = arith.constant 3 : i64
  cf.cond_br %b1_0, ^bb2(%v4 : i64), ^bb2(%v4 : i64)
^bb2(%b2_0: i64):
  %v5 = arith.constant true
  "foo.use"(%arg0) : (index) -> ()
  %v6 = arith.constant 7 : index
  %v7 = arith.constant 3 : i32
  %v8 = arith.floordivsi %v7, %v7 : i32
  %v9 = arith.constant true
  %v10 = arith.ceildivsi %b2_0, %b2_0 : i64
  %v11 = arith.constant 1 : i64
  return %v11 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i64, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.constant 7 : index
  cf.assert %arg3, "check"
  %v2 = arith.xori %v1, %v1 : index
  %v3 = arith.constant 7 : i32
  %v4 = arith.cmpi slt, %arg3, %arg3 : i1
  %v5 = arith.cmpi slt, %v4, %arg3 : i1
  %v6 = arith.constant true
  %v7 = arith.constant true
  cf.cond_br %arg3, ^bb1(%arg1 : i64), ^bb2(%v4 : i1)
^bb1(%b1_0: i64):
  "foo.use"(%arg1) : (i64) -> ()
  %v8 = arith.constant 3 : index
  cf.cond_br %arg2, ^bb2(%arg2 : i1), ^bb2(%arg3 : i1)
^bb2(%b2_0: i1):
  %v9 = arith.cmpi uge, %arg2, %arg3 : i1
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.constant 2 : index
  "foo.use"(%arg0) : (i32) -> ()
  %v2 = arith.ori %v1, %v1 : index
  %v3 = arith.cmpi sgt, %arg1, %arg1 : i1
  %v4 = arith.shrui %v2, %v2 : index
  %v5 = arith.constant 42 : i32
  %v6 = arith.constant 0 : i64
  cf.cond_br %v3, ^bb3, ^bb1(%arg1 : i1)
^bb1(%b1_0: i1):
  %v7 = arith.constant 42 : i64
  %v8 = arith.ori %v7, %v7 : i64
  %v9 = arith.cmpi sgt, %v8, %v7 : i64
  %v10 = arith.cmpi eq, %arg2, %arg2 : i1
  %v11 = arith.constant -1 : index
  %v12 = arith.constant false
  cf.cond_br %v10, ^bb3, ^bb2
^bb2:
  %v13 = arith.constant 1 : index
  "foo.use"(%arg0) : (i32) -> ()
  %v14 = arith.constant 0 : i64
  %v15 = arith.constant 3 : i32
  %v16 = arith.constant false
  cf.switch %v14 : i64, [
    default: ^bb3,
    0: ^bb3,
    2: ^bb3
  ]
^bb3:
  %v17 = arith.select %arg1, %arg0, %arg0 : i32
  %v18 = arith.constant 3 : i64
  %v19 = arith.constant false
  %v20 = arith.cmpi ugt, %v18, %v18 : i64
  return %v18 : i64
}
func.func @f1(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 2 : index
  "foo.use"(%arg1) : (i1) -> ()
  %v2 = arith.constant 1 : i64
  "foo.use"(%v2) : (i64) -> ()
  %v3 = arith.constant 7 : i64
  cf.br ^bb1(%arg1, %v2 : i1, i64)
^bb1(%b1_0: i1, %b1_1: i64):
  %v4 = arith.cmpi ne, %arg1, %arg1 : i1
  %v5 = arith.select %v4, %v4, %v4 : i1
  %v6 = arith.minui %b1_1, %b1_1 : i64
  %v7 = arith.divui %v6, %v6 : i64
  %v8 = arith.constant 3 : i64
  %v9 = arith.constant 2 : i32
  %v10 = arith.cmpi ult, %b1_0, %b1_0 : i1
  %v11 = arith.cmpi eq, %b1_1, %b1_1 : i64
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.select %arg2, %arg1, %arg1 : i32
  cf.br ^bb2(%v1 : i32)
^bb1(%b1_0: i32, %b1_1: i64):
  %v2 = arith.cmpi uge, %arg1, %b1_0 : i32
  %v3 = arith.cmpi sge, %b1_0, %b1_0 : i32
  %v4 = arith.constant 0 : index
  %v5 = arith.constant 1 : index
  %v6 = arith.ceildivsi %v5, %v5 : index
  cf.br ^bb3
^bb2(%b2_0: i32):
  %v7 = arith.constant false
  cf.cond_br %v7, ^bb3, ^bb3
^bb3:
  %v8 = arith.muli %arg1, %arg1 : i32
  %v9 = arith.cmpi sle, %arg2, %arg2 : i1
  %v10 = arith.constant -1 : i64
  %v11 = arith.constant 42 : index
  %v12 = arith.cmpi ult, %arg0, %arg0 : i64
  %v13 = arith.constant 2 : index
  %v14 = arith.constant false
  return %v10 : i64
}
func.func @f1(%arg0: index, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.constant 0 : i64
  %v2 = arith.ceildivsi %v1, %v1 : i64
  %v3 = arith.constant 42 : i32
  %v4 = arith.addi %v2, %v1 : i64
  %v5 = arith.maxsi %v4, %v1 : i64
  %v6 = arith.constant 42 : i32
  %v7 = arith.cmpi slt, %arg2, %arg2 : i1
  return %v4 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant 0 : i32
  cf.cond_br %arg1, ^bb1(%arg1 : i1), ^bb1(%arg1 : i1)
^bb1(%b1_0: i1):
  %v2 = arith.constant 42 : index
  %v3 = arith.constant true
  %v4 = arith.constant 2 : i32
  %v5 = arith.select %v3, %b1_0, %v3 : i1
  %v6 = arith.cmpi ugt, %v5, %b1_0 : i1
  %v7 = arith.shli %arg0, %arg0 : i64
  cf.assert %b1_0, "check"
  cf.cond_br %v3, ^bb1(%b1_0 : i1), ^bb1(%b1_0 : i1)
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.minui %arg1, %arg1 : i64
  "foo.use"(%arg0) : (i32) -> ()
  %v2 = arith.constant 7 : index
  %v3 = arith.minui %v2, %v2 : index
  %v4 = arith.shrui %arg0, %arg0 : i32
  %v5 = arith.divui %arg0, %arg0 : i32
  %v6 = arith.cmpi ult, %arg0, %arg0 : i32
  %v7 = arith.remsi %v4, %v4 : i32
  cf.br ^bb2(%arg3, %arg2 : i1, i1)
^bb1(%b1_0: i1, %b1_1: i64):
  %v8 = arith.constant 2 : index
  %v9 = arith.cmpi sle, %arg2, %arg3 : i1
  %v10 = arith.constant 1 : i64
  %v11 = arith.cmpi ne, %arg3, %arg3 : i1
  %v12 = arith.ceildivsi %arg0, %arg0 : i32
  cf.cond_br %b1_0, ^bb2(%v11, %v9 : i1, i1), ^bb4
^bb2(%b2_0: i1, %b2_1: i1):
  %v13 = arith.cmpi slt, %arg2, %arg3 : i1
  %v14 = arith.constant false
  %v15 = arith.constant -1 : index
  %v16 = arith.constant 7 : i64
  %v17 = arith.subi %arg1, %v16 : i64
  %v18 = arith.select %b2_0, %v15, %v15 : index
  %v19 = arith.constant false
  %v20 = arith.constant 0 : index
  cf.cond_br %b2_0, ^bb4, ^bb3
^bb3:
  %v21 = arith.constant 3 : index
  %v22 = arith.subi %arg0, %arg0 : i32
  %v23 = arith.cmpi sge, %arg2, %arg3 : i1
  cf.br ^bb4
^bb4:
  %v24 = arith.select %arg2, %arg1, %arg1 : i64
  %v25 = arith.cmpi sgt, %v24, %arg1 : i64
  %v26 = arith.select %v25, %arg0, %arg0 : i32
  %v27 = arith.shli %arg1, %v24 : i64
  "foo.use"(%v27) : (i64) -> ()
  %v28 = arith.floordivsi %v27, %v27 : i64
  %v29 = arith.cmpi sgt, %v27, %v27 : i64
  cf.switch %v27 : i64, [
    default: ^bb4,
    2: ^bb2(%arg3, %arg3 : i1, i1)
  ]
}

// -----

func.func @f0(%arg0: index, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.cmpi uge, %arg3, %arg3 : i1
  %v2 = arith.minui %arg0, %arg0 : index
  %v3 = arith.minui %arg1, %arg2 : i32
  %v4 = arith.divui %arg0, %v2 : index
  %v5 = arith.ceildivsi %arg0, %arg0 : index
  "foo.use"(%v5) : (index) -> ()
  %v6 = arith.constant 7 : index
  cf.cond_br %arg3, ^bb1(%arg1, %v1 : i32, i1), ^bb4(%arg2, %arg0 : i32, index)
^bb1(%b1_0: i32, %b1_1: i1):
  %v7 = arith.select %b1_1, %b1_1, %b1_1 : i1
  %v8 = arith.constant 3 : i64
  %v9 = arith.constant 3 : index
  %v10 = arith.constant true
  cf.cond_br %b1_1, ^bb3(%v10 : i1), ^bb3(%v10 : i1)
^bb2(%b2_0: i64):
  %v11 = arith.select %arg3, %b2_0, %b2_0 : i64
  %v12 = arith.cmpi ult, %arg0, %arg0 : index
  %v13 = arith.shrui %arg1, %arg1 : i32
  %v14 = arith.constant 1 : i32
  cf.cond_br %arg3, ^bb3(%v12 : i1), ^bb3(%v12 : i1)
^bb3(%b3_0: i1):
  %v15 = arith.constant 42 : i32
  cf.cond_br %arg3, ^bb4(%v15, %arg0 : i32, index), ^bb4(%v15, %arg0 : i32, index)
^bb4(%b4_0: i32, %b4_1: index):
  %v16 = arith.cmpi eq, %arg3, %arg3 : i1
  %v17 = arith.cmpi slt, %v16, %v16 : i1
  "foo.use"(%v17) : (i1) -> ()
  %v18 = arith.cmpi slt, %v17, %v16 : i1
  "foo.use"(%arg0) : (index) -> ()
  %v19 = arith.xori %b4_0, %arg1 : i32
  return %b4_0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  %v2 = arith.subi %arg0, %arg0 : index
  %v3 = arith.cmpi sge, %arg1, %arg1 : i1
  %v4 = arith.constant -1 : i64
  %v5 = arith.cmpi ugt, %arg1, %v3 : i1
  %v6 = arith.constant 0 : i32
  %v7 = arith.shli %v6, %v6 : i32
  %v8 = arith.select %v3, %v6, %v7 : i32
  return %v4 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.cmpi eq, %arg2, %arg2 : i1
  %v2 = arith.constant 0 : i32
  %v3 = arith.constant 9 : i64
  return %v3 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.cmpi uge, %arg0, %arg0 : i64
  %v2 = arith.constant 1 : i32
  %v3 = arith.constant true
  %v4 = arith.constant false
  %v5 = arith.constant -1 : i32
  %v6 = arith.maxsi %arg1, %arg1 : index
  %v7 = arith.select %v1, %v5, %v5 : i32
  cf.cond_br %v1, ^bb3(%arg0 : i64), ^bb2
^bb1:
  %v8 = arith.constant 0 : i32
  %v9 = arith.muli %v8, %v8 : i32
  %v10 = arith.constant 2 : index
  %v11 = arith.floordivsi %arg1, %v10 : index
  %v12 = arith.constant 7 : i32
  %v13 = arith.constant 42 : i64
  cf.cond_br %arg2, ^bb2, ^bb3(%arg0 : i64)
^bb2:
  %v14 = arith.minui %arg0, %arg0 : i64
  cf.br ^bb4(%arg1 : index)
^bb3(%b3_0: i64):
  %v15 = arith.ori %arg1, %arg1 : index
  "foo.use"(%arg1) : (index) -> ()
  %v16 = arith.constant 3 : i32
  cf.br ^bb4(%v15 : index)
^bb4(%b4_0: index):
  %v17 = arith.andi %arg0, %arg0 : i64
  %v18 = arith.shrui %v17, %arg0 : i64
  "foo.use"(%v17) : (i64) -> ()
  %v19 = arith.minui %arg0, %arg0 : i64
  %v20 = arith.addi %v18, %v17 : i64
  return %v19 : i64
}
func.func @f1(%arg0: i1, %arg1: i64, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.constant 3 : index
  %v2 = arith.constant 42 : i32
  %v3 = arith.cmpi sgt, %arg3, %arg0 : i1
  cf.switch %arg1 : i64, [
    default: ^bb2(%v2, %v2 : i32, i32),
    0: ^bb1(%v2, %arg2 : i32, index),
    1: ^bb2(%v2, %v2 : i32, i32)
  ]
^bb1(%b1_0: i32, %b1_1: index):
  %v4 = arith.cmpi ult, %arg2, %arg2 : index
  %v5 = arith.cmpi ugt, %arg1, %arg1 : i64
  %v6 = arith.select %v5, %arg1, %arg1 : i64
  %v7 = arith.constant 2 : i64
  %v8 = arith.cmpi slt, %arg0, %arg3 : i1
  cf.assert %arg0, "check"
  %v9 = arith.select %v4, %v6, %v6 : i64
  %v10 = arith.select %arg3, %arg1, %v6 : i64
  cf.br ^bb1(%b1_0, %arg2 : i32, index)
^bb2(%b2_0: i32, %b2_1: i32):
  %v11 = arith.divui %b2_0, %b2_1 : i32
  cf.assert %arg3, "check"
  "foo.use"(%b2_1) : (i32) -> ()
  %v12 = arith.ori %b2_0, %b2_0 : i32
  %v13 = arith.cmpi eq, %arg2, %arg2 : index
  %v14 = arith.constant 3 : i64
  return %v14 : i64
}
func.func @f2(%arg0: i1, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.cmpi sgt, %arg1, %arg1 : i64
  %v2 = arith.constant 42 : index
  %v3 = arith.constant 1 : i32
  %v4 = arith.constant 3 : i32
  return %v4 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant 2 : index
  %v2 = arith.andi %v1, %v1 : index
  %v3 = arith.xori %arg0, %arg0 : i64
  %v4 = arith.subi %arg0, %arg0 : i64
  %v5 = arith.constant 7 : i32
  %v6 = arith.constant 2 : i32
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.ori %arg0, %arg0 : i64
  %v2 = arith.cmpi sle, %arg1, %arg1 : i1
  %v3 = arith.constant 5 : index
  cf.cond_br %v2, ^bb1(%v3, %arg0 : index, i64), ^bb2
^bb1(%b1_0: index, %b1_1: i64):
  %v4 = arith.constant -1 : i64
  %v5 = arith.constant 3 : i64
  %v6 = arith.floordivsi %b1_0, %b1_0 : index
  cf.br ^bb2
^bb2:
  %v7 = arith.ori %arg0, %arg0 : i64
  %v8 = arith.constant 7 : index
  %v9 = arith.constant 42 : i32
  %v10 = arith.cmpi ult, %v8, %v8 : index
  %v11 = arith.remsi %v7, %arg0 : i64
  return %v11 : i64
}
func.func @f1(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.select %arg2, %v1, %v1 : i32
  %v3 = arith.xori %arg0, %arg0 : index
  %v4 = arith.constant 42 : i64
  %v5 = arith.constant -1 : i32
  %v6 = arith.ori %v3, %arg0 : index
  %v7 = arith.maxsi %arg1, %arg1 : i64
  cf.cond_br %arg2, ^bb2(%v3 : index), ^bb1
^bb1:
  %v8 = arith.constant true
  %v9 = arith.constant 2 : i64
  %v10 = arith.cmpi sge, %arg2, %arg2 : i1
  %v11 = arith.constant 5 : i32
  cf.br ^bb3(%v11 : i32)
^bb2(%b2_0: index):
  %v12 = arith.shrui %arg1, %arg1 : i64
  %v13 = arith.minui %arg0, %arg0 : index
  %v14 = arith.divui %v12, %arg1 : i64
  %v15 = arith.constant 5 : i32
  cf.cond_br %arg2, ^bb3(%v15 : i32), ^bb3(%v15 : i32)
^bb3(%b3_0: i32):
  %v16 = arith.cmpi ugt, %arg0, %arg0 : index
  return %b3_0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.cmpi sgt, %arg3, %arg1 : i1
  %v2 = arith.constant 3 : i64
  %v3 = arith.constant 0 : i32
  %v4 = arith.cmpi ne, %v2, %v2 : i64
  %v5 = arith.shli %v2, %v2 : i64
  %v6 = arith.select %arg3, %v3, %v3 : i32
  %v7 = arith.constant 3 : i32
  cf.br ^bb4(%v3 : i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v8 = arith.cmpi sle, %b1_0, %b1_1 : i32
  %v9 = arith.constant true
  %v10 = arith.constant 2 : i64
  cf.switch %b1_0 : i32, [
    default: ^bb1(%b1_1, %b1_0 : i32, i32)
  ]
^bb2(%b2_0: i1, %b2_1: i64):
  %v11 = arith.minui %b2_1, %b2_1 : i64
  %v12 = arith.shli %v11, %b2_1 : i64
  %v13 = arith.constant 7 : i32
  %v14 = arith.constant 0 : index
  %v15 = arith.select %arg3, %arg0, %v14 : index
  cf.br ^bb1(%v13, %v13 : i32, i32)
^bb3(%b3_0: index):
  %v16 = arith.cmpi ugt, %arg3, %arg3 : i1
  %v17 = arith.constant 7 : i32
  %v18 = arith.select %arg3, %arg0, %arg2 : index
  %v19 = arith.constant 1 : i64
  cf.switch %v19 : i64, [
    default: ^bb4(%v17 : i32),
    4: ^bb4(%v17 : i32)
  ]
^bb4(%b4_0: i32):
  %v20 = arith.constant 42 : i64
  %v21 = arith.cmpi ult, %arg1, %arg3 : i1
  "foo.use"(%v20) : (i64) -> ()
  %v22 = arith.constant 42 : i64
  %v23 = arith.constant 2 : index
  cf.switch %v22 : i64, [
    default: ^bb2(%arg1, %v20 : i1, i64),
    0: ^bb3(%v23 : index),
    2: ^bb4(%b4_0 : i32)
  ]
}
func.func @f1(%arg0: i64, %arg1: i32, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.select %arg3, %arg2, %arg0 : i64
  %v3 = arith.divui %v2, %arg0 : i64
  %v4 = arith.cmpi ult, %arg1, %arg1 : i32
  "foo.use"(%v4) : (i1) -> ()
  return %arg1 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  return %v1 : i32
}
func.func @f1(%arg0: i64, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.shli %arg1, %arg1 : i32
  %v2 = arith.select %arg2, %arg1, %v1 : i32
  %v3 = arith.constant -1 : index
  %v4 = arith.shrui %arg0, %arg0 : i64
  %v5 = arith.constant 1 : index
  %v6 = arith.subi %v3, %v3 : index
  %v7 = arith.minui %v2, %arg1 : i32
  %v8 = arith.constant false
  return %v2 : i32
}
func.func @f2(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.constant 42 : i32
  %v3 = arith.remsi %v2, %v2 : i32
  %v4 = arith.constant 42 : index
  %v5 = arith.subi %arg0, %v4 : index
  return %v2 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : index
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant false
  %v4 = arith.constant 3 : i64
  "foo.use"(%v3) : (i1) -> ()
  %v5 = arith.constant 0 : i64
  %v6 = arith.constant 5 : i32
  cf.br ^bb1(%v6, %arg0 : i32, i64)
^bb1(%b1_0: i32, %b1_1: i64):
  %v7 = arith.constant 2 : i32
  %v8 = arith.divui %b1_1, %arg0 : i64
  %v9 = arith.shrui %v8, %b1_1 : i64
  %v10 = arith.constant -1 : index
  %v11 = arith.constant 0 : i64
  cf.cond_br %arg1, ^bb1(%b1_0, %arg0 : i32, i64), ^bb1(%v7, %v9 : i32, i64)
}

// -----

func.func @f0(%arg0: i1, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.cmpi sgt, %arg0, %arg2 : i1
  %v2 = arith.maxsi %arg1, %arg1 : i32
  %v3 = arith.constant 0 : index
  %v4 = arith.constant true
  %v5 = arith.constant true
  %v6 = arith.floordivsi %v3, %v3 : index
  %v7 = arith.constant 9 : i64
  return %v7 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.constant 1 : i32
  return %v2 : i32
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.constant 42 : index
  %v3 = arith.shli %v1, %v1 : i64
  %v4 = arith.constant true
  "foo.use"(%v2) : (index) -> ()
  %v5 = arith.shrui %arg0, %arg0 : i32
  cf.cond_br %arg1, ^bb2, ^bb1(%v1, %v5 : i64, i32)
^bb1(%b1_0: i64, %b1_1: i32):
  %v6 = arith.select %arg1, %b1_0, %b1_0 : i64
  %v7 = arith.ori %b1_1, %b1_1 : i32
  %v8 = arith.constant -1 : index
  %v9 = arith.constant 7 : index
  %v10 = arith.divui %v8, %v8 : index
  cf.br ^bb2
^bb2:
  %v11 = arith.constant -1 : i64
  %v12 = arith.constant 7 : index
  "foo.use"(%v11) : (i64) -> ()
  %v13 = arith.constant 1 : i64
  %v14 = arith.constant false
  %v15 = arith.subi %v11, %v11 : i64
  %v16 = arith.constant 7 : index
  cf.switch %v13 : i64, [
    default: ^bb1(%v11, %arg0 : i64, i32),
    0: ^bb1(%v11, %arg0 : i64, i32),
    2: ^bb2
  ]
}

// -----

func.func @f0(%arg0: i1, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.constant 42 : index
  %v2 = arith.divui %v1, %v1 : index
  %v3 = arith.constant 9 : i64
  return %v3 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 42 : i64
  cf.assert %arg2, "check"
  %v2 = arith.ori %arg0, %arg0 : index
  %v3 = arith.constant true
  %v4 = arith.constant 42 : i32
  %v5 = arith.select %arg3, %v4, %v4 : i32
  %v6 = arith.constant 3 : i32
  return %v4 : i32
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1) -> i32 {
  cf.assert %arg2, "check"
  %v1 = arith.constant 42 : index
  %v2 = arith.constant 7 : i32
  %v3 = arith.constant 3 : index
  %v4 = arith.constant 42 : index
  %v5 = arith.andi %arg1, %arg1 : i64
  cf.br ^bb2
^bb1:
  %v6 = arith.minui %arg0, %arg0 : i32
  %v7 = arith.constant 0 : i32
  %v8 = arith.constant 42 : index
  %v9 = arith.select %arg2, %arg1, %arg1 : i64
  %v10 = arith.constant false
  %v11 = arith.select %arg2, %arg0, %arg0 : i32
  %v12 = arith.constant 2 : i64
  "foo.use"(%v8) : (index) -> ()
  cf.switch %v6 : i32, [
    default: ^bb3(%v10 : i1),
    4: ^bb2
  ]
^bb2:
  %v13 = arith.ceildivsi %arg0, %arg0 : i32
  %v14 = arith.constant 0 : index
  "foo.use"(%arg1) : (i64) -> ()
  %v15 = arith.constant false
  %v16 = arith.ceildivsi %v14, %v14 : index
  %v17 = arith.constant 7 : index
  %v18 = arith.cmpi ult, %v15, %v15 : i1
  %v19 = arith.select %v15, %arg1, %arg1 : i64
  cf.cond_br %arg2, ^bb1, ^bb1
^bb3(%b3_0: i1):
  %v20 = arith.cmpi ult, %arg1, %arg1 : i64
  %v21 = arith.andi %arg0, %arg0 : i32
  "foo.use"(%arg2) : (i1) -> ()
  %v22 = arith.constant 42 : index
  "foo.use"(%v22) : (index) -> ()
  %v23 = arith.xori %arg1, %arg1 : i64
  return %v21 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant 7 : i64
  cf.cond_br %arg3, ^bb2, ^bb1(%arg1, %arg0 : index, i32)
^bb1(%b1_0: index, %b1_1: i32):
  %v3 = arith.constant true
  cf.br ^bb2
^bb2:
  %v4 = arith.cmpi ult, %arg3, %arg3 : i1
  %v5 = arith.select %v4, %v4, %arg3 : i1
  %v6 = arith.constant 1 : i64
  return %arg2 : i64
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.cmpi ult, %arg2, %arg2 : i1
  %v2 = arith.ori %arg0, %arg0 : i32
  %v3 = arith.cmpi ugt, %v1, %arg2 : i1
  "foo.use"(%arg1) : (i64) -> ()
  %v4 = arith.constant true
  %v5 = arith.andi %arg1, %arg1 : i64
  cf.cond_br %v4, ^bb2, ^bb3(%v1 : i1)
^bb1(%b1_0: index):
  %v6 = arith.constant true
  %v7 = arith.constant 1 : i32
  %v8 = arith.select %v6, %arg1, %arg1 : i64
  cf.assert %arg2, "check"
  "foo.use"(%v7) : (i32) -> ()
  cf.br ^bb3(%arg2 : i1)
^bb2:
  %v9 = arith.constant 7 : index
  %v10 = arith.constant 2 : index
  %v11 = arith.constant 42 : i32
  %v12 = arith.ori %v10, %v9 : index
  %v13 = arith.select %arg2, %arg2, %arg2 : i1
  cf.br ^bb3(%arg2 : i1)
^bb3(%b3_0: i1):
  %v14 = arith.constant true
  %v15 = arith.select %v14, %arg1, %arg1 : i64
  "foo.use"(%v15) : (i64) -> ()
  %v16 = arith.constant 7 : index
  %v17 = arith.select %b3_0, %v15, %v15 : i64
  %v18 = arith.select %v14, %v14, %v14 : i1
  cf.switch %v15 : i64, [
    default: ^bb1(%v16 : index)
  ]
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.cmpi ne, %arg2, %arg2 : i1
  %v2 = arith.constant 5 : i64
  cf.br ^bb2(%v2 : i64)
^bb1:
  %v3 = arith.constant true
  %v4 = arith.constant -1 : i64
  %v5 = arith.constant false
  %v6 = arith.cmpi eq, %arg0, %arg1 : i32
  cf.cond_br %arg2, ^bb2(%v4 : i64), ^bb2(%v4 : i64)
^bb2(%b2_0: i64):
  %v7 = arith.select %arg2, %arg2, %arg2 : i1
  %v8 = arith.cmpi ult, %arg2, %v7 : i1
  %v9 = arith.constant 42 : i64
  %v10 = arith.constant 2 : index
  %v11 = arith.addi %v10, %v10 : index
  %v12 = arith.ceildivsi %v11, %v11 : index
  %v13 = arith.constant 42 : i64
  return %v13 : i64
}
func.func @f1(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.cmpi ule, %v1, %v1 : i32
  %v3 = arith.remsi %v1, %v1 : i32
  %v4 = arith.addi %v1, %v1 : i32
  %v5 = arith.select %arg0, %v2, %arg1 : i1
  %v6 = arith.cmpi sge, %v2, %v2 : i1
  %v7 = arith.constant 0 : i64
  %v8 = arith.floordivsi %v7, %v7 : i64
  cf.cond_br %v6, ^bb1(%v5 : i1), ^bb1(%v2 : i1)
^bb1(%b1_0: i1):
  %v9 = arith.constant -1 : i64
  %v10 = arith.constant -1 : index
  %v11 = arith.constant true
  %v12 = arith.xori %v10, %v10 : index
  %v13 = arith.constant 7 : i32
  %v14 = arith.select %v11, %v13, %v13 : i32
  return %v9 : i64
}
func.func @f2(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.constant 1 : i32
  cf.br ^bb1(%v2, %v2 : i32, i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v3 = arith.constant 7 : index
  %v4 = arith.cmpi eq, %arg0, %arg0 : i1
  %v5 = arith.maxsi %b1_1, %b1_0 : i32
  %v6 = arith.constant 2 : i64
  %v7 = arith.cmpi uge, %v5, %b1_0 : i32
  return %v6 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.addi %arg0, %arg0 : i32
  %v3 = arith.select %arg2, %arg1, %arg1 : index
  %v4 = arith.select %arg2, %v1, %arg2 : i1
  %v5 = arith.constant 5 : i64
  cf.switch %v2 : i32, [
    default: ^bb3(%v5, %arg1 : i64, index),
    0: ^bb2(%arg0, %arg1 : i32, index),
    3: ^bb3(%v5, %arg1 : i64, index),
    4: ^bb1(%arg0 : i32)
  ]
^bb1(%b1_0: i32):
  "foo.use"(%arg1) : (index) -> ()
  %v6 = arith.ceildivsi %arg0, %arg0 : i32
  %v7 = arith.constant false
  %v8 = arith.cmpi sle, %v7, %v7 : i1
  %v9 = arith.constant 0 : i32
  %v10 = arith.constant 7 : i32
  %v11 = arith.constant 7 : i64
  %v12 = arith.cmpi ule, %arg1, %arg1 : index
  cf.br ^bb2(%arg0, %arg1 : i32, index)
^bb2(%b2_0: i32, %b2_1: index):
  %v13 = arith.constant 3 : i32
  %v14 = arith.floordivsi %b2_1, %b2_1 : index
  %v15 = arith.cmpi uge, %arg1, %b2_1 : index
  %v16 = arith.minui %arg1, %v14 : index
  %v17 = arith.constant 3 : i64
  cf.cond_br %v15, ^bb3(%v17, %v16 : i64, index), ^bb3(%v17, %arg1 : i64, index)
^bb3(%b3_0: i64, %b3_1: index):
  %v18 = arith.constant 42 : index
  %v19 = arith.constant 7 : i32
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.constant 2 : i64
  %v2 = arith.minui %arg2, %arg2 : index
  %v3 = arith.cmpi sge, %arg3, %arg3 : i1
  %v4 = arith.select %v3, %v3, %arg3 : i1
  %v5 = arith.cmpi sge, %arg3, %arg3 : i1
  %v6 = arith.maxsi %v1, %v1 : i64
  cf.cond_br %v4, ^bb1(%arg1 : i32), ^bb1(%arg0 : i32)
^bb1(%b1_0: i32):
  %v7 = arith.cmpi sle, %arg3, %arg3 : i1
  %v8 = arith.constant 2 : i64
  %v9 = arith.select %arg3, %v8, %v8 : i64
  %v10 = arith.ceildivsi %v8, %v8 : i64
  %v11 = arith.andi %arg2, %arg2 : index
  %v12 = arith.cmpi eq, %arg3, %v7 : i1
  %v13 = arith.constant 1 : index
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i32, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.remsi %arg2, %arg2 : index
  %v2 = arith.muli %arg0, %arg0 : i64
  "foo.use"(%v2) : (i64) -> ()
  %v3 = arith.addi %arg0, %arg0 : i64
  cf.br ^bb1(%v1, %v1 : index, index)
^bb1(%b1_0: index, %b1_1: index):
  %v4 = arith.addi %arg0, %arg0 : i64
  %v5 = arith.cmpi ule, %arg1, %arg1 : i32
  %v6 = arith.constant 7 : index
  %v7 = arith.constant -1 : index
  %v8 = arith.constant false
  %v9 = arith.ori %b1_1, %b1_1 : index
  cf.cond_br %arg3, ^bb2, ^bb3
^bb2:
  cf.assert %arg3, "check"
  %v10 = arith.andi %arg0, %arg0 : i64
  %v11 = arith.constant 0 : i64
  %v12 = arith.constant true
  %v13 = arith.constant true
  cf.br ^bb3
^bb3:
  %v14 = arith.cmpi slt, %arg3, %arg3 : i1
  %v15 = arith.xori %arg2, %arg2 : index
  %v16 = arith.cmpi sle, %arg3, %arg3 : i1
  "foo.use"(%arg2) : (index) -> ()
  %v17 = arith.select %v14, %arg0, %arg0 : i64
  return %arg1 : i32
}
func.func @f1(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.xori %arg2, %arg2 : i64
  %v3 = arith.constant -1 : index
  %v4 = arith.constant 0 : i32
  %v5 = arith.cmpi sgt, %arg0, %arg3 : i1
  %v6 = arith.constant 0 : i64
  %v7 = arith.select %arg1, %v4, %v4 : i32
  cf.br ^bb4(%v1, %v5 : i1, i1)
^bb1(%b1_0: i64):
  %v8 = arith.constant 1 : i64
  %v9 = arith.constant 5 : index
  %v10 = arith.constant 5 : i32
  cf.switch %v8 : i64, [
    default: ^bb2(%v8, %v9 : i64, index),
    1: ^bb3(%v9, %v10 : index, i32)
  ]
^bb2(%b2_0: i64, %b2_1: index):
  %v11 = arith.constant 7 : i32
  "foo.use"(%v11) : (i32) -> ()
  "foo.use"(%b2_1) : (index) -> ()
  %v12 = arith.divui %b2_1, %b2_1 : index
  %v13 = arith.select %arg3, %b2_1, %v12 : index
  %v14 = arith.constant 0 : index
  %v15 = arith.constant 2 : i64
  %v16 = arith.remsi %b2_0, %arg2 : i64
  cf.cond_br %arg1, ^bb3(%v13, %v11 : index, i32), ^bb4(%arg0, %arg0 : i1, i1)
^bb3(%b3_0: index, %b3_1: i32):
  %v17 = arith.muli %arg2, %arg2 : i64
  %v18 = arith.constant 3 : index
  cf.assert %arg0, "check"
  cf.br ^bb4(%arg3, %arg3 : i1, i1)
^bb4(%b4_0: i1, %b4_1: i1):
  %v19 = arith.cmpi eq, %b4_0, %b4_1 : i1
  %v20 = arith.constant 1 : i64
  %v21 = arith.constant 9 : i32
  return %v21 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant 5 : index
  cf.cond_br %arg2, ^bb4(%v2, %v1 : index, i32), ^bb3(%v1 : i32)
^bb1:
  %v3 = arith.constant -1 : i64
  %v4 = arith.constant 7 : i32
  %v5 = arith.constant 7 : index
  %v6 = arith.constant 2 : i64
  %v7 = arith.muli %v5, %v5 : index
  %v8 = arith.addi %v7, %v7 : index
  %v9 = arith.select %arg2, %v5, %v5 : index
  cf.br ^bb2(%arg2 : i1)
^bb2(%b2_0: i1):
  %v10 = arith.constant 7 : i32
  "foo.use"(%b2_0) : (i1) -> ()
  %v11 = arith.shli %v10, %v10 : i32
  %v12 = arith.constant 42 : index
  cf.assert %arg2, "check"
  cf.br ^bb3(%v11 : i32)
^bb3(%b3_0: i32):
  %v13 = arith.cmpi ule, %arg2, %arg2 : i1
  cf.switch %b3_0 : i32, [
    default: ^bb2(%arg2 : i1),
    1: ^bb2(%arg2 : i1)
  ]
^bb4(%b4_0: index, %b4_1: i32):
  %v14 = arith.constant 0 : i64
  %v15 = arith.select %arg2, %b4_0, %b4_0 : index
  %v16 = arith.minui %arg0, %arg1 : i64
  %v17 = arith.xori %b4_1, %b4_1 : i32
  return %b4_1 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 2 : i32
  %v2 = arith.constant 0 : i64
  %v3 = arith.divui %arg0, %arg0 : i32
  cf.cond_br %arg1, ^bb1, ^bb1
^bb1:
  %v4 = arith.constant false
  %v5 = arith.constant 2 : i64
  %v6 = arith.constant 1 : i64
  cf.assert %arg1, "check"
  %v7 = arith.constant 0 : index
  cf.br ^bb2
^bb2:
  %v8 = arith.constant 0 : i64
  %v9 = arith.constant 0 : index
  %v10 = arith.constant false
  return %v8 : i64
}
func.func @f1(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.constant 1 : i64
  %v3 = arith.constant 5 : i32
  cf.cond_br %arg1, ^bb2(%v3 : i32), ^bb3
^bb1(%b1_0: i1):
  %v4 = arith.constant 42 : i32
  %v5 = arith.constant false
  cf.br ^bb3
^bb2(%b2_0: i32):
  %v6 = arith.cmpi sge, %arg0, %arg1 : i1
  %v7 = arith.cmpi ult, %v6, %arg0 : i1
  %v8 = arith.constant 2 : i64
  %v9 = arith.select %arg1, %b2_0, %b2_0 : i32
  %v10 = arith.constant -1 : i64
  %v11 = arith.constant -1 : index
  %v12 = arith.cmpi sge, %v9, %b2_0 : i32
  %v13 = arith.constant 1 : i64
  cf.cond_br %v12, ^bb4, ^bb3
^bb3:
  %v14 = arith.constant 7 : i64
  cf.cond_br %arg0, ^bb4, ^bb4
^bb4:
  %v15 = arith.constant 2 : index
  %v16 = arith.constant 9 : i32
  return %v16 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.cmpi sle, %arg1, %arg1 : i1
  %v2 = arith.minui %arg0, %arg0 : i64
  "foo.use"(%arg0) : (i64) -> ()
  %v3 = arith.constant 42 : index
  %v4 = arith.constant 5 : i32
  cf.cond_br %v1, ^bb2(%v4, %v4 : i32, i32), ^bb4(%arg0, %v1 : i64, i1)
^bb1(%b1_0: i1):
  %v5 = arith.select %b1_0, %arg0, %arg0 : i64
  %v6 = arith.constant true
  %v7 = arith.constant true
  %v8 = arith.cmpi slt, %v5, %v5 : i64
  %v9 = arith.constant false
  "foo.use"(%v7) : (i1) -> ()
  %v10 = arith.constant false
  %v11 = arith.constant false
  %v12 = arith.constant 1 : i32
  %v13 = arith.constant 5 : i32
  cf.switch %v12 : i32, [
    default: ^bb3,
    0: ^bb4(%v5, %b1_0 : i64, i1),
    1: ^bb3,
    4: ^bb2(%v13, %v13 : i32, i32)
  ]
^bb2(%b2_0: i32, %b2_1: i32):
  "foo.use"(%arg0) : (i64) -> ()
  %v14 = arith.cmpi eq, %arg1, %arg1 : i1
  cf.cond_br %v14, ^bb4(%arg0, %arg1 : i64, i1), ^bb3
^bb3:
  %v15 = arith.constant false
  %v16 = arith.cmpi sle, %arg1, %arg1 : i1
  %v17 = arith.constant 3 : index
  %v18 = arith.constant 3 : i32
  %v19 = arith.cmpi eq, %arg1, %v16 : i1
  cf.cond_br %arg1, ^bb4(%arg0, %v16 : i64, i1), ^bb4(%arg0, %arg1 : i64, i1)
^bb4(%b4_0: i64, %b4_1: i1):
  %v20 = arith.constant 42 : index
  %v21 = arith.constant 42 : i64
  %v22 = arith.cmpi eq, %b4_1, %b4_1 : i1
  %v23 = arith.constant -1 : i32
  %v24 = arith.addi %v20, %v20 : index
  return %b4_0 : i64
}
func.func @f1(%arg0: i1, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.select %arg0, %arg1, %arg1 : index
  %v2 = arith.constant 3 : i32
  %v3 = arith.constant -1 : i64
  cf.br ^bb1(%v2 : i32)
^bb1(%b1_0: i32):
  %v4 = arith.constant false
  %v5 = arith.constant 0 : index
  %v6 = arith.constant 1 : i32
  %v7 = arith.constant 2 : index
  %v8 = arith.cmpi slt, %arg0, %v4 : i1
  %v9 = arith.cmpi sgt, %arg0, %v4 : i1
  %v10 = arith.constant 7 : i64
  %v11 = arith.constant false
  cf.cond_br %v9, ^bb2, ^bb2
^bb2:
  %v12 = arith.select %arg0, %arg0, %arg0 : i1
  %v13 = arith.constant false
  %v14 = arith.constant 1 : i64
  return %v14 : i64
}
func.func @f2(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.muli %v1, %v1 : i32
  %v3 = arith.constant 42 : i32
  %v4 = arith.cmpi uge, %arg0, %arg1 : i1
  %v5 = arith.cmpi sle, %arg0, %arg0 : i1
  %v6 = arith.constant 2 : i32
  cf.cond_br %v4, ^bb1(%arg0, %v5 : i1, i1), ^bb1(%arg1, %arg0 : i1, i1)
^bb1(%b1_0: i1, %b1_1: i1):
  %v7 = arith.constant 1 : index
  %v8 = arith.cmpi ne, %b1_1, %b1_1 : i1
  %v9 = arith.constant 9 : i64
  return %v9 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.cmpi ult, %arg1, %arg1 : i1
  %v2 = arith.constant 3 : i32
  %v3 = arith.constant -1 : index
  %v4 = arith.constant 3 : i64
  %v5 = arith.ori %v2, %v2 : i32
  %v6 = arith.cmpi slt, %v1, %arg1 : i1
  %v7 = arith.ceildivsi %v5, %v2 : i32
  cf.switch %v7 : i32, [
    default: ^bb2(%v6, %v2 : i1, i32)
  ]
^bb1:
  %v8 = arith.cmpi ult, %arg1, %arg1 : i1
  %v9 = arith.constant 3 : i64
  %v10 = arith.ceildivsi %v9, %v9 : i64
  %v11 = arith.constant 5 : i32
  cf.cond_br %v8, ^bb2(%v8, %v11 : i1, i32), ^bb3(%v8, %v11 : i1, i32)
^bb2(%b2_0: i1, %b2_1: i32):
  cf.assert %b2_0, "check"
  %v12 = arith.cmpi eq, %b2_0, %b2_0 : i1
  %v13 = arith.constant false
  %v14 = arith.constant 7 : index
  cf.cond_br %arg1, ^bb3(%arg1, %b2_1 : i1, i32), ^bb3(%v13, %b2_1 : i1, i32)
^bb3(%b3_0: i1, %b3_1: i32):
  "foo.use"(%arg0) : (index) -> ()
  %v15 = arith.constant 42 : i64
  %v16 = arith.floordivsi %v15, %v15 : i64
  %v17 = arith.cmpi sgt, %v15, %v16 : i64
  %v18 = arith.cmpi ne, %arg1, %v17 : i1
  return %b3_1 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant 2 : i32
  %v2 = arith.andi %v1, %v1 : i32
  %v3 = arith.addi %arg1, %arg0 : i64
  %v4 = arith.constant 3 : index
  %v5 = arith.cmpi ule, %arg3, %arg3 : i1
  cf.cond_br %arg3, ^bb1(%arg3, %v4 : i1, index), ^bb1(%v5, %v4 : i1, index)
^bb1(%b1_0: i1, %b1_1: index):
  %v6 = arith.constant 0 : i64
  %v7 = arith.constant 42 : i32
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i64, %arg2: i32, %arg3: i1) -> i64 {
  "foo.use"(%arg2) : (i32) -> ()
  %v1 = arith.divui %arg2, %arg2 : i32
  "foo.use"(%v1) : (i32) -> ()
  %v2 = arith.constant true
  %v3 = arith.constant -1 : index
  cf.br ^bb1(%v3 : index)
^bb1(%b1_0: index):
  %v4 = arith.muli %arg1, %arg1 : i64
  %v5 = arith.andi %arg1, %v4 : i64
  %v6 = arith.constant 0 : index
  %v7 = arith.constant 42 : i32
  %v8 = arith.cmpi ult, %arg3, %arg3 : i1
  %v9 = arith.select %arg3, %v7, %arg2 : i32
  "foo.use"(%v5) : (i64) -> ()
  %v10 = arith.cmpi sge, %arg3, %v8 : i1
  cf.br ^bb2
^bb2:
  %v11 = arith.shli %arg1, %arg1 : i64
  %v12 = arith.select %arg3, %arg3, %arg3 : i1
  %v13 = arith.shrui %arg2, %arg2 : i32
  return %arg1 : i64
}
func.func @f1(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant -1 : index
  %v3 = arith.cmpi ule, %arg1, %arg1 : i1
  %v4 = arith.divui %v2, %v2 : index
  %v5 = arith.shrui %arg0, %arg0 : i32
  %v6 = arith.cmpi uge, %v1, %v1 : i64
  "foo.use"(%v1) : (i64) -> ()
  %v7 = arith.select %v3, %v1, %v1 : i64
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg1, %v7 : i1, i64),
    0: ^bb3(%v7 : i64),
    1: ^bb3(%v1 : i64),
    2: ^bb2(%v4 : index)
  ]
^bb1(%b1_0: i1, %b1_1: i64):
  %v8 = arith.cmpi eq, %b1_0, %arg1 : i1
  %v9 = arith.cmpi ugt, %b1_0, %v8 : i1
  %v10 = arith.constant 0 : index
  %v11 = arith.remsi %b1_1, %b1_1 : i64
  %v12 = arith.xori %v10, %v10 : index
  %v13 = arith.ceildivsi %arg0, %arg0 : i32
  cf.switch %b1_1 : i64, [
    default: ^bb2(%v12 : index),
    0: ^bb2(%v12 : index),
    2: ^bb3(%v11 : i64)
  ]
^bb2(%b2_0: index):
  %v14 = arith.constant true
  %v15 = arith.constant 5 : i64
  cf.switch %arg0 : i32, [
    default: ^bb2(%b2_0 : index),
    0: ^bb1(%v14, %v15 : i1, i64),
    1: ^bb1(%v14, %v15 : i1, i64)
  ]
^bb3(%b3_0: i64):
  %v16 = arith.cmpi slt, %arg1, %arg1 : i1
  %v17 = arith.constant 7 : index
  %v18 = arith.ceildivsi %arg0, %arg0 : i32
  cf.assert %arg1, "check"
  %v19 = arith.constant -1 : i64
  %v20 = arith.muli %arg0, %arg0 : i32
  %v21 = arith.cmpi ult, %arg1, %arg1 : i1
  cf.switch %v19 : i64, [
    default: ^bb3(%v19 : i64),
    0: ^bb2(%v17 : index),
    1: ^bb2(%v17 : index)
  ]
}
func.func @f2(%arg0: index, %arg1: i1, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.constant 2 : index
  "foo.use"(%arg2) : (i32) -> ()
  %v2 = arith.andi %v1, %v1 : index
  %v3 = arith.select %arg3, %arg2, %arg2 : i32
  %v4 = arith.constant 0 : i64
  %v5 = arith.select %arg1, %v3, %v3 : i32
  "foo.use"(%v5) : (i32) -> ()
  cf.cond_br %arg3, ^bb2(%v4, %v2 : i64, index), ^bb4
^bb1(%b1_0: index):
  %v6 = arith.constant 2 : index
  %v7 = arith.constant 5 : i64
  cf.cond_br %arg1, ^bb3(%arg3 : i1), ^bb2(%v7, %b1_0 : i64, index)
^bb2(%b2_0: i64, %b2_1: index):
  %v8 = arith.cmpi ugt, %arg3, %arg1 : i1
  %v9 = arith.cmpi eq, %b2_0, %b2_0 : i64
  cf.cond_br %v8, ^bb4, ^bb3(%v9 : i1)
^bb3(%b3_0: i1):
  %v10 = arith.constant 2 : index
  %v11 = arith.constant -1 : i64
  %v12 = arith.constant false
  cf.cond_br %arg3, ^bb4, ^bb4
^bb4:
  %v13 = arith.constant 7 : i64
  %v14 = arith.select %arg3, %arg3, %arg1 : i1
  %v15 = arith.constant 7 : i64
  %v16 = arith.constant 42 : index
  %v17 = arith.select %arg1, %arg2, %arg2 : i32
  %v18 = arith.remsi %v15, %v13 : i64
  %v19 = arith.constant 42 : i32
  %v20 = arith.addi %v16, %v16 : index
  return %arg2 : i32
}

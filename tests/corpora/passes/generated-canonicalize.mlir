// FLAGS: --split-input-file --canonicalize
func.func @f0(%arg0: i64, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i64
  %v2 = arith.constant true
  %v3 = arith.constant -1 : i32
  cf.cond_br %v2, ^bb1, ^bb1
^bb1:
  %v4 = arith.constant -1 : index
  %v5 = arith.select %arg2, %arg2, %arg2 : i1
  %v6 = arith.constant -1 : i32
  cf.cond_br %v5, ^bb1, ^bb1
}
func.func @f1(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : index
  %v2 = arith.constant 3 : i64
  %v3 = arith.remsi %arg1, %arg1 : i64
  %v4 = arith.cmpi ule, %arg1, %v2 : i64
  %v5 = arith.cmpi slt, %arg0, %arg0 : i1
  cf.cond_br %v5, ^bb2, ^bb1
^bb1:
  %v6 = arith.constant 42 : index
  %v7 = arith.select %arg2, %arg1, %arg1 : i64
  %v8 = arith.cmpi sge, %arg1, %arg1 : i64
  %v9 = arith.muli %v6, %v6 : index
  %v10 = arith.constant 1 : i32
  %v11 = arith.constant true
  "foo.use"(%v6) : (index) -> ()
  cf.br ^bb2
^bb2:
  %v12 = arith.constant 2 : i32
  %v13 = arith.addi %v12, %v12 : i32
  %v14 = arith.constant true
  %v15 = arith.constant 42 : index
  %v16 = arith.constant 7 : i64
  return %v16 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.maxsi %arg0, %arg0 : index
  %v2 = arith.constant 3 : i32
  cf.assert %arg1, "check"
  "foo.use"(%arg1) : (i1) -> ()
  %v3 = arith.constant 1 : i64
  %v4 = arith.select %arg1, %v2, %v2 : i32
  cf.br ^bb2
^bb1(%b1_0: i64, %b1_1: index):
  %v5 = arith.constant -1 : i32
  cf.cond_br %arg1, ^bb2, ^bb3(%b1_1, %arg1 : index, i1)
^bb2:
  %v6 = arith.constant 0 : i64
  %v7 = arith.constant 1 : i32
  cf.switch %v7 : i32, [
    default: ^bb1(%v6, %arg0 : i64, index)
  ]
^bb3(%b3_0: index, %b3_1: i1):
  %v8 = arith.constant 0 : i64
  %v9 = arith.cmpi uge, %v8, %v8 : i64
  %v10 = arith.constant 42 : i32
  %v11 = arith.subi %v10, %v10 : i32
  %v12 = arith.muli %b3_0, %b3_0 : index
  %v13 = arith.constant 0 : i32
  return %v10 : i32
}
func.func @f1(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : index
  %v2 = arith.constant -1 : i32
  %v3 = arith.cmpi sgt, %arg1, %arg1 : i1
  %v4 = arith.constant 2 : i64
  %v5 = arith.divui %v2, %v2 : i32
  %v6 = arith.floordivsi %v4, %v4 : i64
  %v7 = arith.constant false
  return %v6 : i64
}
func.func @f2(%arg0: i1, %arg1: i64, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.constant true
  %v3 = arith.constant true
  %v4 = arith.constant 1 : i32
  %v5 = arith.constant 5 : i32
  cf.switch %v4 : i32, [
    default: ^bb2,
    0: ^bb3(%v5, %arg3 : i32, i1)
  ]
^bb1:
  %v6 = arith.constant 1 : i32
  %v7 = arith.remsi %v6, %v6 : i32
  %v8 = arith.divui %v7, %v6 : i32
  cf.assert %arg0, "check"
  cf.switch %v8 : i32, [
    default: ^bb2,
    2: ^bb3(%v6, %arg2 : i32, i1)
  ]
^bb2:
  %v9 = arith.constant 3 : i64
  %v10 = arith.constant 3 : i64
  %v11 = arith.constant 42 : i32
  cf.cond_br %arg3, ^bb3(%v11, %arg0 : i32, i1), ^bb3(%v11, %arg2 : i32, i1)
^bb3(%b3_0: i32, %b3_1: i1):
  %v12 = arith.shli %arg1, %arg1 : i64
  %v13 = arith.cmpi eq, %b3_1, %arg3 : i1
  "foo.use"(%b3_1) : (i1) -> ()
  %v14 = arith.subi %b3_0, %b3_0 : i32
  %v15 = arith.constant -1 : index
  %v16 = arith.select %b3_1, %v12, %arg1 : i64
  %v17 = arith.constant 7 : i32
  return %b3_0 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.constant 2 : i64
  %v2 = arith.shli %v1, %arg1 : i64
  %v3 = arith.cmpi sge, %arg1, %arg1 : i64
  cf.cond_br %v3, ^bb1, ^bb1
^bb1:
  %v4 = arith.andi %arg2, %arg2 : index
  %v5 = arith.select %arg3, %arg3, %arg0 : i1
  %v6 = arith.constant 1 : i32
  %v7 = arith.constant 42 : i32
  %v8 = arith.constant 3 : i64
  %v9 = arith.minui %v7, %v6 : i32
  %v10 = arith.constant true
  cf.cond_br %arg3, ^bb1, ^bb1
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.cmpi sge, %arg1, %arg1 : i1
  %v3 = arith.constant 7 : index
  cf.br ^bb1
^bb1:
  %v4 = arith.ceildivsi %arg0, %arg0 : i32
  %v5 = arith.constant 42 : i64
  %v6 = arith.constant true
  %v7 = arith.constant 5 : index
  cf.cond_br %v6, ^bb3(%v4 : i32), ^bb2(%arg0, %v7 : i32, index)
^bb2(%b2_0: i32, %b2_1: index):
  %v8 = arith.select %arg1, %b2_0, %arg0 : i32
  %v9 = arith.cmpi ugt, %arg1, %arg1 : i1
  %v10 = arith.cmpi eq, %arg0, %b2_0 : i32
  cf.cond_br %arg1, ^bb2(%arg0, %b2_1 : i32, index), ^bb2(%v8, %b2_1 : i32, index)
^bb3(%b3_0: i32):
  %v11 = arith.cmpi ult, %arg1, %arg1 : i1
  %v12 = arith.constant 3 : i64
  %v13 = arith.select %arg1, %v12, %v12 : i64
  %v14 = arith.cmpi ule, %v11, %arg1 : i1
  %v15 = arith.constant false
  %v16 = arith.constant 0 : i32
  %v17 = arith.cmpi ne, %v11, %v11 : i1
  %v18 = arith.constant 2 : i64
  return %v13 : i64
}
func.func @f1(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  cf.br ^bb1(%arg1, %arg0 : i1, i64)
^bb1(%b1_0: i1, %b1_1: i64):
  %v2 = arith.constant 0 : i32
  %v3 = arith.cmpi sle, %v2, %v2 : i32
  %v4 = arith.shrui %v2, %v2 : i32
  %v5 = arith.cmpi slt, %v3, %b1_0 : i1
  cf.cond_br %b1_0, ^bb2, ^bb2
^bb2:
  %v6 = arith.cmpi uge, %arg1, %arg1 : i1
  %v7 = arith.constant -1 : index
  %v8 = arith.constant 9 : i32
  return %v8 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.cmpi sle, %arg1, %arg1 : i64
  "foo.use"(%v1) : (i32) -> ()
  %v3 = arith.constant -1 : i32
  cf.cond_br %arg0, ^bb1(%v3 : i32), ^bb1(%v1 : i32)
^bb1(%b1_0: i32):
  %v4 = arith.select %arg0, %arg2, %arg0 : i1
  %v5 = arith.constant 3 : index
  %v6 = arith.cmpi ult, %v5, %v5 : index
  %v7 = arith.select %arg2, %b1_0, %b1_0 : i32
  %v8 = arith.constant 0 : i64
  %v9 = arith.shli %v5, %v5 : index
  %v10 = arith.cmpi sle, %arg2, %v6 : i1
  %v11 = arith.constant false
  return %v8 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.cmpi ne, %arg1, %arg0 : i1
  %v2 = arith.constant 0 : index
  %v3 = arith.cmpi slt, %arg0, %v1 : i1
  %v4 = arith.constant 42 : i32
  %v5 = arith.constant true
  %v6 = arith.constant 7 : i64
  "foo.use"(%v4) : (i32) -> ()
  return %v4 : i32
}
func.func @f1(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 42 : index
  %v2 = arith.select %arg1, %arg1, %arg1 : i1
  %v3 = arith.constant 42 : i64
  %v4 = arith.constant 3 : i32
  cf.cond_br %arg1, ^bb4(%v3 : i64), ^bb4(%v3 : i64)
^bb1(%b1_0: i64):
  %v5 = arith.constant 7 : i32
  %v6 = arith.floordivsi %b1_0, %b1_0 : i64
  %v7 = arith.subi %b1_0, %b1_0 : i64
  %v8 = arith.constant 1 : i64
  %v9 = arith.maxsi %arg0, %arg0 : index
  %v10 = arith.subi %arg0, %v9 : index
  cf.switch %v8 : i64, [
    default: ^bb3
  ]
^bb2:
  %v11 = arith.constant -1 : i64
  %v12 = arith.constant false
  %v13 = arith.floordivsi %v11, %v11 : i64
  %v14 = arith.constant 7 : i32
  %v15 = arith.cmpi slt, %v12, %v12 : i1
  %v16 = arith.constant 7 : i64
  cf.switch %v14 : i32, [
    default: ^bb1(%v16 : i64),
    2: ^bb2,
    3: ^bb4(%v16 : i64),
    4: ^bb1(%v13 : i64)
  ]
^bb3:
  %v17 = arith.constant -1 : i32
  %v18 = arith.select %arg1, %arg0, %arg0 : index
  %v19 = arith.shrui %v18, %v18 : index
  %v20 = arith.select %arg1, %v17, %v17 : i32
  "foo.use"(%v19) : (index) -> ()
  %v21 = arith.cmpi uge, %arg1, %arg1 : i1
  %v22 = arith.cmpi ne, %v21, %v21 : i1
  %v23 = arith.constant 1 : index
  %v24 = arith.constant 5 : i64
  cf.switch %v17 : i32, [
    default: ^bb4(%v24 : i64),
    1: ^bb4(%v24 : i64)
  ]
^bb4(%b4_0: i64):
  cf.assert %arg1, "check"
  %v25 = arith.constant 2 : i32
  %v26 = arith.cmpi sgt, %arg1, %arg1 : i1
  return %v25 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant false
  %v3 = arith.constant 2 : index
  %v4 = arith.constant 0 : i32
  %v5 = arith.cmpi ult, %v2, %v2 : i1
  %v6 = arith.maxsi %v1, %v1 : i64
  cf.cond_br %v5, ^bb1(%v4, %v2 : i32, i1), ^bb2
^bb1(%b1_0: i32, %b1_1: i1):
  %v7 = arith.divui %arg0, %b1_0 : i32
  %v8 = arith.constant 0 : i64
  cf.cond_br %b1_1, ^bb3(%arg1 : i1), ^bb2
^bb2:
  %v9 = arith.constant 0 : i64
  cf.cond_br %arg1, ^bb3(%arg1 : i1), ^bb3(%arg1 : i1)
^bb3(%b3_0: i1):
  %v10 = arith.addi %arg0, %arg0 : i32
  %v11 = arith.cmpi slt, %arg1, %arg1 : i1
  %v12 = arith.constant 3 : index
  %v13 = arith.ori %arg0, %v10 : i32
  %v14 = arith.cmpi sle, %b3_0, %arg1 : i1
  return %arg0 : i32
}
func.func @f1(%arg0: index, %arg1: i32, %arg2: i1) -> i32 {
  "foo.use"(%arg2) : (i1) -> ()
  %v1 = arith.constant 7 : i32
  %v2 = arith.constant true
  %v3 = arith.ori %arg0, %arg0 : index
  %v4 = arith.constant -1 : i64
  %v5 = arith.select %arg2, %v3, %v3 : index
  %v6 = arith.constant false
  %v7 = arith.andi %v4, %v4 : i64
  cf.cond_br %v6, ^bb2, ^bb1
^bb1:
  %v8 = arith.constant 7 : i64
  %v9 = arith.shrui %arg1, %arg1 : i32
  %v10 = arith.addi %arg0, %arg0 : index
  cf.cond_br %arg2, ^bb3, ^bb2
^bb2:
  %v11 = arith.addi %arg1, %arg1 : i32
  %v12 = arith.constant 0 : i64
  %v13 = arith.constant true
  %v14 = arith.cmpi uge, %arg2, %v13 : i1
  %v15 = arith.constant 7 : i64
  cf.cond_br %v14, ^bb3, ^bb3
^bb3:
  %v16 = arith.constant true
  %v17 = arith.cmpi ule, %arg0, %arg0 : index
  %v18 = arith.constant false
  %v19 = arith.shli %arg0, %arg0 : index
  %v20 = arith.floordivsi %arg0, %v19 : index
  %v21 = arith.constant 7 : i64
  %v22 = arith.constant -1 : i64
  return %arg1 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.cmpi eq, %arg0, %arg0 : i1
  %v2 = arith.constant true
  %v3 = arith.constant 5 : index
  cf.cond_br %v1, ^bb1(%v3 : index), ^bb3(%arg2, %arg1 : i1, i32)
^bb1(%b1_0: index):
  %v4 = arith.divui %arg1, %arg1 : i32
  cf.assert %arg0, "check"
  %v5 = arith.select %arg0, %arg0, %arg0 : i1
  %v6 = arith.constant -1 : i64
  %v7 = arith.cmpi sgt, %arg0, %arg2 : i1
  %v8 = arith.xori %arg1, %v4 : i32
  %v9 = arith.constant 1 : index
  %v10 = arith.constant -1 : i32
  cf.switch %v8 : i32, [
    default: ^bb2(%arg0, %v4 : i1, i32),
    0: ^bb3(%arg2, %v8 : i1, i32)
  ]
^bb2(%b2_0: i1, %b2_1: i32):
  "foo.use"(%b2_1) : (i32) -> ()
  %v11 = arith.constant 42 : i64
  cf.cond_br %b2_0, ^bb3(%arg2, %b2_1 : i1, i32), ^bb3(%arg2, %arg1 : i1, i32)
^bb3(%b3_0: i1, %b3_1: i32):
  %v12 = arith.constant true
  return %arg1 : i32
}
func.func @f1(%arg0: i64, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.constant 2 : i32
  %v2 = arith.divui %arg1, %arg1 : index
  cf.switch %v1 : i32, [
    default: ^bb2
  ]
^bb1(%b1_0: index):
  %v3 = arith.cmpi sgt, %arg2, %arg2 : i1
  %v4 = arith.constant -1 : i32
  %v5 = arith.remsi %b1_0, %arg1 : index
  "foo.use"(%v4) : (i32) -> ()
  %v6 = arith.constant 7 : i64
  %v7 = arith.ori %v4, %v4 : i32
  %v8 = arith.remsi %b1_0, %arg1 : index
  %v9 = arith.cmpi ne, %v3, %arg2 : i1
  cf.br ^bb2
^bb2:
  %v10 = arith.constant 2 : i32
  %v11 = arith.constant 2 : i64
  %v12 = arith.constant 7 : i64
  %v13 = arith.select %arg2, %v10, %v10 : i32
  cf.assert %arg2, "check"
  %v14 = arith.constant 0 : i64
  %v15 = arith.maxsi %v12, %v14 : i64
  "foo.use"(%arg2) : (i1) -> ()
  cf.cond_br %arg2, ^bb3(%v12 : i64), ^bb3(%v15 : i64)
^bb3(%b3_0: i64):
  "foo.use"(%b3_0) : (i64) -> ()
  %v16 = arith.constant 7 : index
  return %b3_0 : i64
}
func.func @f2(%arg0: i1, %arg1: i64, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.cmpi sgt, %arg0, %arg3 : i1
  %v2 = arith.cmpi ule, %v1, %v1 : i1
  %v3 = arith.constant 3 : i32
  %v4 = arith.select %arg3, %arg2, %v3 : i32
  %v5 = arith.muli %arg1, %arg1 : i64
  %v6 = arith.constant 2 : i32
  %v7 = arith.constant 5 : index
  cf.switch %v5 : i64, [
    default: ^bb4(%v7 : index),
    3: ^bb4(%v7 : index)
  ]
^bb1(%b1_0: i32):
  %v8 = arith.shrui %arg2, %arg2 : i32
  %v9 = arith.cmpi ugt, %arg3, %arg3 : i1
  %v10 = arith.andi %arg1, %arg1 : i64
  %v11 = arith.select %arg3, %v8, %arg2 : i32
  %v12 = arith.constant 0 : i32
  %v13 = arith.constant 0 : index
  %v14 = arith.cmpi slt, %v9, %v9 : i1
  cf.switch %v10 : i64, [
    default: ^bb3(%v10 : i64),
    0: ^bb1(%arg2 : i32),
    3: ^bb1(%v8 : i32),
    4: ^bb4(%v13 : index)
  ]
^bb2(%b2_0: index):
  %v15 = arith.cmpi uge, %b2_0, %b2_0 : index
  cf.cond_br %arg3, ^bb4(%b2_0 : index), ^bb4(%b2_0 : index)
^bb3(%b3_0: i64):
  %v16 = arith.constant 1 : index
  %v17 = arith.select %arg3, %v16, %v16 : index
  %v18 = arith.remsi %arg2, %arg2 : i32
  %v19 = arith.constant -1 : i64
  %v20 = arith.cmpi sge, %arg0, %arg3 : i1
  %v21 = arith.floordivsi %v19, %v19 : i64
  cf.cond_br %arg0, ^bb4(%v16 : index), ^bb4(%v16 : index)
^bb4(%b4_0: index):
  %v22 = arith.cmpi sgt, %arg3, %arg3 : i1
  %v23 = arith.select %arg3, %arg2, %arg2 : i32
  %v24 = arith.shli %arg1, %arg1 : i64
  %v25 = arith.andi %arg2, %arg2 : i32
  %v26 = arith.xori %arg1, %arg1 : i64
  return %v24 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.cmpi sgt, %arg1, %arg1 : index
  %v2 = arith.muli %arg0, %arg0 : i32
  %v3 = arith.constant 5 : i64
  cf.switch %arg0 : i32, [
    default: ^bb3(%v3, %arg0 : i64, i32),
    1: ^bb1(%v3 : i64),
    3: ^bb2
  ]
^bb1(%b1_0: i64):
  %v4 = arith.constant false
  %v5 = arith.constant 7 : index
  %v6 = arith.select %arg2, %b1_0, %b1_0 : i64
  %v7 = arith.shrui %b1_0, %v6 : i64
  %v8 = arith.shrui %arg1, %arg1 : index
  %v9 = arith.constant -1 : i64
  cf.br ^bb3(%v6, %arg0 : i64, i32)
^bb2:
  %v10 = arith.andi %arg0, %arg0 : i32
  %v11 = arith.constant 5 : i64
  cf.br ^bb3(%v11, %v10 : i64, i32)
^bb3(%b3_0: i64, %b3_1: i32):
  cf.assert %arg3, "check"
  return %b3_1 : i32
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.ori %arg0, %arg0 : index
  %v2 = arith.constant 0 : i32
  %v3 = arith.constant true
  %v4 = arith.constant 0 : index
  %v5 = arith.maxsi %v1, %v4 : index
  %v6 = arith.select %v3, %v3, %arg1 : i1
  return %v2 : i32
}
func.func @f2(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 1 : index
  %v3 = arith.cmpi ult, %v2, %v2 : index
  cf.cond_br %arg1, ^bb3(%v3 : i1), ^bb4(%v1 : i32)
^bb1:
  %v4 = arith.constant 42 : i32
  %v5 = arith.constant 42 : index
  %v6 = arith.select %arg1, %arg0, %arg0 : i1
  %v7 = arith.ori %v5, %v5 : index
  %v8 = arith.constant true
  %v9 = arith.constant false
  %v10 = arith.constant 3 : index
  %v11 = arith.cmpi ugt, %v8, %arg1 : i1
  cf.cond_br %arg1, ^bb2, ^bb2
^bb2:
  %v12 = arith.constant 1 : i32
  %v13 = arith.select %arg0, %arg0, %arg1 : i1
  %v14 = arith.constant 2 : i64
  %v15 = arith.constant 0 : index
  %v16 = arith.cmpi ne, %v14, %v14 : i64
  %v17 = arith.constant 7 : i32
  %v18 = arith.select %v13, %v14, %v14 : i64
  %v19 = arith.constant 2 : index
  cf.switch %v18 : i64, [
    default: ^bb3(%v13 : i1),
    0: ^bb3(%arg0 : i1),
    1: ^bb3(%v16 : i1)
  ]
^bb3(%b3_0: i1):
  %v20 = arith.constant 1 : i64
  %v21 = arith.constant 1 : i64
  %v22 = arith.select %b3_0, %v21, %v21 : i64
  %v23 = arith.select %b3_0, %b3_0, %arg1 : i1
  %v24 = arith.constant 5 : i32
  cf.cond_br %arg1, ^bb4(%v24 : i32), ^bb4(%v24 : i32)
^bb4(%b4_0: i32):
  cf.assert %arg1, "check"
  %v25 = arith.andi %b4_0, %b4_0 : i32
  %v26 = arith.subi %b4_0, %v25 : i32
  %v27 = arith.constant 0 : index
  %v28 = arith.constant -1 : i64
  return %b4_0 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 7 : i64
  %v2 = arith.cmpi ule, %arg0, %arg0 : i1
  cf.cond_br %arg1, ^bb1, ^bb1
^bb1:
  %v3 = arith.constant 42 : index
  %v4 = arith.constant 7 : i64
  %v5 = arith.cmpi uge, %v4, %v4 : i64
  %v6 = arith.shrui %v3, %v3 : index
  %v7 = arith.select %v5, %v4, %v4 : i64
  %v8 = arith.cmpi eq, %v5, %arg1 : i1
  "foo.use"(%v3) : (index) -> ()
  return %v7 : i64
}
func.func @f1(%arg0: index, %arg1: index, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.ori %arg2, %arg2 : i64
  %v3 = arith.muli %v1, %v1 : i32
  cf.cond_br %arg3, ^bb2(%v3, %v2 : i32, i64), ^bb1(%arg1, %arg2 : index, i64)
^bb1(%b1_0: index, %b1_1: i64):
  %v4 = arith.constant -1 : i32
  %v5 = arith.cmpi sge, %v4, %v4 : i32
  "foo.use"(%b1_1) : (i64) -> ()
  "foo.use"(%b1_1) : (i64) -> ()
  %v6 = arith.constant 3 : i32
  %v7 = arith.andi %arg1, %arg1 : index
  "foo.use"(%arg3) : (i1) -> ()
  cf.cond_br %v5, ^bb2(%v6, %arg2 : i32, i64), ^bb2(%v4, %b1_1 : i32, i64)
^bb2(%b2_0: i32, %b2_1: i64):
  "foo.use"(%arg3) : (i1) -> ()
  return %b2_1 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.remsi %arg0, %arg0 : i64
  %v2 = arith.constant 1 : index
  %v3 = arith.constant 1 : i32
  "foo.use"(%v1) : (i64) -> ()
  cf.cond_br %arg1, ^bb3(%v3, %v3 : i32, i32), ^bb2(%v2, %arg2 : index, i1)
^bb1(%b1_0: i1, %b1_1: i1):
  %v4 = arith.constant 7 : i32
  %v5 = arith.andi %arg0, %arg0 : i64
  %v6 = arith.constant 0 : index
  %v7 = arith.constant false
  %v8 = arith.muli %v6, %v6 : index
  %v9 = arith.constant 42 : i64
  %v10 = arith.constant -1 : index
  cf.br ^bb2(%v8, %b1_0 : index, i1)
^bb2(%b2_0: index, %b2_1: i1):
  %v11 = arith.constant -1 : index
  %v12 = arith.constant 1 : i32
  %v13 = arith.select %b2_1, %b2_0, %b2_0 : index
  %v14 = arith.cmpi ule, %arg1, %arg1 : i1
  %v15 = arith.constant 1 : i64
  %v16 = arith.select %v14, %v12, %v12 : i32
  %v17 = arith.constant true
  %v18 = arith.constant 1 : i32
  cf.cond_br %arg2, ^bb3(%v16, %v18 : i32, i32), ^bb2(%v11, %b2_1 : index, i1)
^bb3(%b3_0: i32, %b3_1: i32):
  %v19 = arith.minui %b3_1, %b3_1 : i32
  %v20 = arith.shli %b3_0, %b3_0 : i32
  "foo.use"(%arg0) : (i64) -> ()
  %v21 = arith.cmpi ult, %arg1, %arg1 : i1
  cf.assert %v21, "check"
  %v22 = arith.cmpi ne, %arg0, %arg0 : i64
  %v23 = arith.constant 2 : index
  return %arg0 : i64
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 2 : index
  cf.cond_br %arg2, ^bb1(%arg1 : i64), ^bb2
^bb1(%b1_0: i64):
  "foo.use"(%arg2) : (i1) -> ()
  %v2 = arith.select %arg2, %b1_0, %arg1 : i64
  cf.assert %arg2, "check"
  %v3 = arith.cmpi sge, %arg2, %arg2 : i1
  %v4 = arith.divui %arg0, %arg0 : i32
  cf.cond_br %arg2, ^bb3, ^bb3
^bb2:
  %v5 = arith.muli %arg1, %arg1 : i64
  "foo.use"(%arg2) : (i1) -> ()
  %v6 = arith.constant 1 : index
  %v7 = arith.subi %arg0, %arg0 : i32
  %v8 = arith.divui %v5, %arg1 : i64
  %v9 = arith.cmpi eq, %arg2, %arg2 : i1
  %v10 = arith.cmpi eq, %v9, %arg2 : i1
  cf.cond_br %v9, ^bb2, ^bb3
^bb3:
  %v11 = arith.cmpi ult, %arg2, %arg2 : i1
  %v12 = arith.minui %arg1, %arg1 : i64
  %v13 = arith.select %arg2, %arg0, %arg0 : i32
  %v14 = arith.floordivsi %v13, %v13 : i32
  %v15 = arith.select %arg2, %arg2, %arg2 : i1
  %v16 = arith.constant 3 : index
  return %v14 : i32
}
func.func @f2(%arg0: i32, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.divui %v1, %v1 : i64
  %v3 = arith.subi %arg0, %arg0 : i32
  %v4 = arith.remsi %arg1, %arg1 : index
  %v5 = arith.constant 0 : i32
  cf.cond_br %arg2, ^bb1(%arg1, %arg2 : index, i1), ^bb1(%v4, %arg3 : index, i1)
^bb1(%b1_0: index, %b1_1: i1):
  %v6 = arith.constant 2 : i32
  %v7 = arith.maxsi %arg0, %arg0 : i32
  %v8 = arith.cmpi slt, %arg1, %arg1 : index
  %v9 = arith.constant 42 : i64
  cf.assert %arg2, "check"
  %v10 = arith.divui %v9, %v9 : i64
  cf.assert %arg3, "check"
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant 5 : i64
  cf.cond_br %arg2, ^bb2, ^bb1(%v2 : i64)
^bb1(%b1_0: i64):
  %v3 = arith.addi %b1_0, %b1_0 : i64
  %v4 = arith.constant 42 : index
  %v5 = arith.select %arg2, %b1_0, %v3 : i64
  %v6 = arith.constant 7 : i32
  %v7 = arith.muli %arg1, %v6 : i32
  cf.br ^bb2
^bb2:
  %v8 = arith.constant 0 : i64
  %v9 = arith.constant 2 : index
  "foo.use"(%arg2) : (i1) -> ()
  %v10 = arith.constant 1 : i32
  %v11 = arith.constant 42 : index
  %v12 = arith.cmpi ne, %arg2, %arg2 : i1
  %v13 = arith.minui %arg0, %v10 : i32
  return %arg0 : i32
}
func.func @f1(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.ori %arg0, %arg0 : i64
  %v2 = arith.constant 42 : i64
  %v3 = arith.select %arg1, %arg1, %arg1 : i1
  %v4 = arith.constant 9 : i32
  return %v4 : i32
}
func.func @f2(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.cmpi eq, %arg1, %arg1 : i1
  %v2 = arith.constant 3 : index
  %v3 = arith.cmpi sgt, %v1, %v1 : i1
  %v4 = arith.constant 0 : i32
  cf.cond_br %v1, ^bb2, ^bb3(%v4 : i32)
^bb1:
  %v5 = arith.constant -1 : i32
  %v6 = arith.cmpi ule, %arg1, %arg1 : i1
  cf.assert %v6, "check"
  %v7 = arith.constant 3 : index
  %v8 = arith.addi %arg0, %arg0 : i64
  %v9 = arith.constant false
  %v10 = arith.ori %v8, %arg0 : i64
  %v11 = arith.shrui %v7, %v7 : index
  cf.switch %v5 : i32, [
    default: ^bb3(%v5 : i32),
    0: ^bb3(%v5 : i32),
    2: ^bb3(%v5 : i32),
    4: ^bb3(%v5 : i32)
  ]
^bb2:
  %v12 = arith.constant 1 : i32
  %v13 = arith.addi %arg0, %arg0 : i64
  %v14 = arith.constant 2 : index
  %v15 = arith.constant 42 : index
  "foo.use"(%v13) : (i64) -> ()
  %v16 = arith.shli %v12, %v12 : i32
  cf.cond_br %arg1, ^bb3(%v16 : i32), ^bb3(%v12 : i32)
^bb3(%b3_0: i32):
  %v17 = arith.constant -1 : i64
  cf.switch %b3_0 : i32, [
    default: ^bb4,
    0: ^bb4,
    1: ^bb4
  ]
^bb4:
  %v18 = arith.cmpi ne, %arg1, %arg1 : i1
  %v19 = arith.constant -1 : index
  %v20 = arith.constant 2 : i32
  %v21 = arith.cmpi ne, %arg0, %arg0 : i64
  %v22 = arith.cmpi ule, %arg0, %arg0 : i64
  cf.assert %arg1, "check"
  return %v20 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.constant -1 : i32
  %v3 = arith.shrui %v2, %v2 : i32
  %v4 = arith.cmpi sle, %arg1, %arg1 : i1
  %v5 = arith.subi %v1, %v1 : i64
  cf.switch %v1 : i64, [
    default: ^bb3(%v2 : i32)
  ]
^bb1(%b1_0: i1):
  %v6 = arith.select %b1_0, %arg0, %arg0 : index
  cf.br ^bb1(%b1_0 : i1)
^bb2(%b2_0: i32, %b2_1: i1):
  %v7 = arith.cmpi uge, %b2_1, %b2_1 : i1
  %v8 = arith.constant 7 : i64
  %v9 = arith.cmpi sgt, %arg1, %arg1 : i1
  %v10 = arith.subi %v8, %v8 : i64
  %v11 = arith.cmpi eq, %v9, %arg1 : i1
  %v12 = arith.cmpi ult, %arg1, %arg1 : i1
  cf.cond_br %v7, ^bb4(%v8 : i64), ^bb4(%v8 : i64)
^bb3(%b3_0: i32):
  %v13 = arith.cmpi uge, %arg1, %arg1 : i1
  %v14 = arith.cmpi sle, %v13, %arg1 : i1
  %v15 = arith.cmpi slt, %v14, %arg1 : i1
  %v16 = arith.xori %b3_0, %b3_0 : i32
  %v17 = arith.ceildivsi %v16, %v16 : i32
  "foo.use"(%arg0) : (index) -> ()
  %v18 = arith.constant 1 : i64
  %v19 = arith.constant 5 : i64
  cf.switch %v18 : i64, [
    default: ^bb4(%v19 : i64),
    1: ^bb4(%v19 : i64)
  ]
^bb4(%b4_0: i64):
  %v20 = arith.divui %b4_0, %b4_0 : i64
  %v21 = arith.constant 7 : index
  %v22 = arith.cmpi ne, %b4_0, %v20 : i64
  %v23 = arith.cmpi ule, %arg1, %arg1 : i1
  %v24 = arith.constant 5 : i32
  cf.switch %b4_0 : i64, [
    default: ^bb3(%v24 : i32),
    0: ^bb4(%v20 : i64),
    1: ^bb1(%v23 : i1)
  ]
}
func.func @f1(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.cmpi ult, %arg0, %arg0 : index
  %v2 = arith.constant 9 : i64
  return %v2 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.cmpi uge, %arg3, %arg3 : i1
  %v2 = arith.select %arg3, %arg1, %arg2 : i64
  %v3 = arith.constant 3 : i32
  %v4 = arith.xori %v3, %v3 : i32
  %v5 = arith.constant 2 : i64
  %v6 = arith.constant 1 : i32
  return %v3 : i32
}
func.func @f1(%arg0: i32, %arg1: i1) -> i64 {
  cf.assert %arg1, "check"
  %v1 = arith.constant true
  %v2 = arith.cmpi ult, %v1, %v1 : i1
  cf.br ^bb1(%arg0, %arg0 : i32, i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v3 = arith.constant true
  %v4 = arith.cmpi eq, %arg1, %v3 : i1
  %v5 = arith.constant -1 : i32
  %v6 = arith.constant 0 : index
  %v7 = arith.constant 2 : i64
  %v8 = arith.addi %v5, %v5 : i32
  cf.assert %arg1, "check"
  %v9 = arith.constant 2 : i64
  cf.cond_br %v4, ^bb3(%v9, %v4 : i64, i1), ^bb2(%v3 : i1)
^bb2(%b2_0: i1):
  %v10 = arith.constant 0 : index
  %v11 = arith.constant -1 : i64
  %v12 = arith.shli %v10, %v10 : index
  %v13 = arith.andi %v12, %v12 : index
  %v14 = arith.select %arg1, %arg0, %arg0 : i32
  %v15 = arith.floordivsi %v14, %arg0 : i32
  cf.cond_br %b2_0, ^bb3(%v11, %b2_0 : i64, i1), ^bb3(%v11, %arg1 : i64, i1)
^bb3(%b3_0: i64, %b3_1: i1):
  %v16 = arith.cmpi ne, %b3_0, %b3_0 : i64
  %v17 = arith.constant false
  %v18 = arith.select %v17, %b3_0, %b3_0 : i64
  %v19 = arith.constant 42 : index
  %v20 = arith.cmpi sge, %arg1, %b3_1 : i1
  cf.switch %arg0 : i32, [
    default: ^bb3(%v18, %arg1 : i64, i1),
    1: ^bb3(%v18, %v17 : i64, i1)
  ]
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.select %arg0, %v1, %arg2 : i64
  "foo.use"(%arg1) : (i1) -> ()
  %v3 = arith.constant 0 : i32
  cf.switch %v2 : i64, [
    default: ^bb1(%v2 : i64),
    2: ^bb2(%v3 : i32)
  ]
^bb1(%b1_0: i64):
  %v4 = arith.constant false
  %v5 = arith.constant false
  %v6 = arith.constant 1 : index
  %v7 = arith.cmpi ugt, %b1_0, %b1_0 : i64
  %v8 = arith.constant 2 : i32
  %v9 = arith.constant 3 : i64
  cf.cond_br %v7, ^bb3(%v4, %v4 : i1, i1), ^bb2(%v8 : i32)
^bb2(%b2_0: i32):
  %v10 = arith.constant 0 : index
  %v11 = arith.subi %arg2, %arg2 : i64
  %v12 = arith.constant -1 : i64
  %v13 = arith.constant 3 : i32
  %v14 = arith.subi %v11, %v12 : i64
  %v15 = arith.cmpi sge, %arg1, %arg0 : i1
  "foo.use"(%arg2) : (i64) -> ()
  %v16 = arith.select %arg1, %arg3, %arg3 : i1
  cf.br ^bb3(%arg0, %arg3 : i1, i1)
^bb3(%b3_0: i1, %b3_1: i1):
  %v17 = arith.constant 7 : index
  %v18 = arith.constant 42 : index
  %v19 = arith.muli %arg2, %arg2 : i64
  %v20 = arith.constant 42 : i32
  cf.assert %arg3, "check"
  %v21 = arith.select %arg3, %v20, %v20 : i32
  return %v21 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.subi %arg0, %arg0 : index
  %v2 = arith.floordivsi %arg1, %arg1 : i64
  %v3 = arith.constant 1 : i32
  return %v3 : i32
}
func.func @f1(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i64
  %v2 = arith.constant 3 : index
  %v3 = arith.constant 1 : i32
  %v4 = arith.muli %v3, %arg0 : i32
  %v5 = arith.divui %v3, %v4 : i32
  %v6 = arith.muli %v1, %v1 : i64
  %v7 = arith.minui %arg0, %arg0 : i32
  cf.br ^bb2(%v6, %v2 : i64, index)
^bb1:
  %v8 = arith.xori %arg0, %arg0 : i32
  %v9 = arith.constant false
  %v10 = arith.constant -1 : i64
  %v11 = arith.cmpi ule, %arg0, %arg0 : i32
  %v12 = arith.constant false
  %v13 = arith.constant 5 : index
  cf.br ^bb2(%v10, %v13 : i64, index)
^bb2(%b2_0: i64, %b2_1: index):
  %v14 = arith.cmpi slt, %arg2, %arg2 : i1
  %v15 = arith.constant 7 : i32
  %v16 = arith.cmpi uge, %arg2, %v14 : i1
  %v17 = arith.constant 3 : i64
  cf.switch %b2_0 : i64, [
    default: ^bb2(%b2_0, %b2_1 : i64, index),
    0: ^bb2(%b2_0, %b2_1 : i64, index),
    2: ^bb1
  ]
}

// -----

func.func @f0(%arg0: index, %arg1: index, %arg2: i1, %arg3: i1) -> i64 {
  "foo.use"(%arg0) : (index) -> ()
  %v1 = arith.constant false
  %v2 = arith.cmpi ugt, %arg1, %arg1 : index
  %v3 = arith.constant 0 : i64
  %v4 = arith.andi %arg0, %arg0 : index
  %v5 = arith.constant -1 : i32
  %v6 = arith.constant 2 : i64
  %v7 = arith.constant 0 : i64
  cf.br ^bb2(%v5 : i32)
^bb1(%b1_0: i32):
  %v8 = arith.cmpi ult, %arg2, %arg2 : i1
  %v9 = arith.ori %arg0, %arg0 : index
  %v10 = arith.constant 42 : index
  %v11 = arith.constant true
  %v12 = arith.floordivsi %b1_0, %b1_0 : i32
  cf.cond_br %arg2, ^bb2(%b1_0 : i32), ^bb2(%b1_0 : i32)
^bb2(%b2_0: i32):
  %v13 = arith.select %arg2, %arg1, %arg0 : index
  %v14 = arith.constant 9 : i64
  return %v14 : i64
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.constant 1 : index
  return %v1 : i64
}
func.func @f2(%arg0: i1, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 3 : i64
  %v3 = arith.constant true
  cf.cond_br %v3, ^bb1(%v2 : i64), ^bb1(%v2 : i64)
^bb1(%b1_0: i64):
  "foo.use"(%b1_0) : (i64) -> ()
  %v4 = arith.constant 3 : index
  %v5 = arith.ceildivsi %v4, %v4 : index
  %v6 = arith.constant 3 : i32
  %v7 = arith.xori %b1_0, %b1_0 : i64
  %v8 = arith.cmpi ugt, %arg2, %arg0 : i1
  cf.cond_br %arg0, ^bb1(%b1_0 : i64), ^bb1(%v7 : i64)
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.maxsi %arg0, %arg0 : i32
  %v3 = arith.ceildivsi %arg0, %v2 : i32
  cf.br ^bb1(%v1, %arg1 : i64, i1)
^bb1(%b1_0: i64, %b1_1: i1):
  %v4 = arith.constant 7 : index
  %v5 = arith.cmpi sle, %b1_1, %b1_1 : i1
  %v6 = arith.divui %v4, %v4 : index
  %v7 = arith.constant 0 : i64
  "foo.use"(%arg1) : (i1) -> ()
  %v8 = arith.cmpi eq, %v5, %b1_1 : i1
  %v9 = arith.constant 7 : i64
  %v10 = arith.cmpi ult, %arg0, %arg0 : i32
  return %b1_0 : i64
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant 1 : i64
  %v3 = arith.select %arg1, %arg0, %arg0 : index
  %v4 = arith.constant true
  cf.cond_br %arg3, ^bb4(%v1, %v2 : i32, i64), ^bb4(%v1, %v2 : i32, i64)
^bb1(%b1_0: i64, %b1_1: i1):
  %v5 = arith.constant 1 : i64
  %v6 = arith.cmpi eq, %v5, %b1_0 : i64
  %v7 = arith.remsi %v5, %v5 : i64
  %v8 = arith.constant 5 : i32
  cf.cond_br %v6, ^bb4(%v8, %b1_0 : i32, i64), ^bb4(%v8, %v7 : i32, i64)
^bb2(%b2_0: i64):
  %v9 = arith.andi %b2_0, %b2_0 : i64
  %v10 = arith.constant true
  %v11 = arith.constant 1 : i32
  cf.br ^bb4(%v11, %v9 : i32, i64)
^bb3(%b3_0: index, %b3_1: i1):
  %v12 = arith.constant true
  %v13 = arith.cmpi sle, %arg2, %arg3 : i1
  %v14 = arith.constant true
  %v15 = arith.constant 7 : i64
  %v16 = arith.constant 2 : i32
  %v17 = arith.cmpi sge, %b3_0, %b3_0 : index
  %v18 = arith.cmpi ugt, %v16, %v16 : i32
  cf.br ^bb4(%v16, %v15 : i32, i64)
^bb4(%b4_0: i32, %b4_1: i64):
  %v19 = arith.floordivsi %arg0, %arg0 : index
  %v20 = arith.constant 0 : i64
  %v21 = arith.select %arg2, %b4_1, %v20 : i64
  cf.switch %b4_0 : i32, [
    default: ^bb3(%v19, %arg3 : index, i1),
    3: ^bb4(%b4_0, %v21 : i32, i64)
  ]
}
func.func @f2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.select %arg3, %arg0, %arg1 : i32
  %v2 = arith.andi %arg0, %arg1 : i32
  cf.br ^bb1
^bb1:
  %v3 = arith.constant 42 : index
  %v4 = arith.cmpi sle, %arg2, %arg2 : i64
  %v5 = arith.select %arg3, %arg1, %arg1 : i32
  %v6 = arith.constant 7 : index
  %v7 = arith.constant 7 : index
  "foo.use"(%v5) : (i32) -> ()
  %v8 = arith.constant false
  "foo.use"(%arg2) : (i64) -> ()
  return %arg2 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.constant 0 : i32
  %v2 = arith.constant 9 : i64
  return %v2 : i64
}
func.func @f1(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 3 : i32
  cf.cond_br %arg0, ^bb1, ^bb1
^bb1:
  %v2 = arith.constant 42 : i64
  %v3 = arith.constant 2 : i32
  %v4 = arith.cmpi slt, %arg1, %arg1 : i1
  return %v3 : i32
}
func.func @f2(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.xori %arg0, %arg0 : i64
  %v2 = arith.constant 7 : i32
  %v3 = arith.constant false
  %v4 = arith.cmpi sgt, %v2, %v2 : i32
  %v5 = arith.cmpi ne, %v1, %arg0 : i64
  %v6 = arith.constant true
  %v7 = arith.andi %v2, %v2 : i32
  %v8 = arith.constant 1 : index
  cf.br ^bb1(%arg0 : i64)
^bb1(%b1_0: i64):
  %v9 = arith.constant 0 : i32
  cf.switch %b1_0 : i64, [
    default: ^bb3(%arg1 : i1)
  ]
^bb2(%b2_0: i64, %b2_1: index):
  %v10 = arith.constant 1 : i32
  %v11 = arith.select %arg1, %b2_1, %b2_1 : index
  "foo.use"(%arg1) : (i1) -> ()
  cf.assert %arg1, "check"
  cf.br ^bb3(%arg1 : i1)
^bb3(%b3_0: i1):
  %v12 = arith.constant -1 : i64
  %v13 = arith.select %arg1, %arg1, %b3_0 : i1
  %v14 = arith.constant 3 : index
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.constant 0 : index
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant 2 : i64
  return %v3 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant 2 : i32
  %v3 = arith.maxsi %v2, %v2 : i32
  %v4 = arith.constant 7 : i32
  %v5 = arith.constant 1 : i32
  cf.cond_br %arg2, ^bb1, ^bb4
^bb1:
  %v6 = arith.constant -1 : i32
  %v7 = arith.select %arg2, %v6, %v6 : i32
  %v8 = arith.constant 7 : i64
  cf.cond_br %arg2, ^bb3, ^bb2(%arg0, %arg0 : index, index)
^bb2(%b2_0: index, %b2_1: index):
  %v9 = arith.constant true
  %v10 = arith.cmpi ule, %b2_1, %b2_1 : index
  %v11 = arith.constant 3 : i32
  "foo.use"(%v11) : (i32) -> ()
  cf.cond_br %v9, ^bb4, ^bb4
^bb3:
  %v12 = arith.constant 3 : i32
  %v13 = arith.constant 1 : i64
  cf.switch %v13 : i64, [
    default: ^bb4,
    0: ^bb4,
    2: ^bb4,
    4: ^bb4
  ]
^bb4:
  %v14 = arith.constant 0 : i64
  %v15 = arith.floordivsi %v14, %v14 : i64
  %v16 = arith.cmpi eq, %arg2, %arg1 : i1
  %v17 = arith.maxsi %arg0, %arg0 : index
  %v18 = arith.shli %v15, %v14 : i64
  return %v18 : i64
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.muli %arg0, %arg0 : i32
  %v2 = arith.xori %v1, %arg0 : i32
  %v3 = arith.select %arg2, %arg2, %arg2 : i1
  %v4 = arith.constant 3 : i64
  %v5 = arith.cmpi ule, %arg1, %arg1 : index
  %v6 = arith.shli %v2, %arg0 : i32
  %v7 = arith.cmpi ugt, %v3, %v3 : i1
  cf.cond_br %v7, ^bb1, ^bb1
^bb1:
  %v8 = arith.cmpi slt, %arg2, %arg2 : i1
  "foo.use"(%arg1) : (index) -> ()
  %v9 = arith.constant -1 : i64
  cf.switch %v9 : i64, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1,
    4: ^bb1
  ]
}
func.func @f2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.floordivsi %arg2, %arg1 : i32
  "foo.use"(%arg3) : (i1) -> ()
  %v2 = arith.select %arg3, %arg1, %arg2 : i32
  %v3 = arith.constant 0 : i64
  %v4 = arith.constant 3 : i32
  cf.assert %arg3, "check"
  %v5 = arith.addi %arg2, %v1 : i32
  return %arg2 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.ori %arg0, %arg0 : index
  %v2 = arith.constant false
  %v3 = arith.minui %v1, %v1 : index
  %v4 = arith.shrui %arg2, %arg2 : i64
  %v5 = arith.constant -1 : i32
  %v6 = arith.cmpi ult, %arg0, %v1 : index
  %v7 = arith.constant 2 : i32
  cf.assert %arg1, "check"
  return %arg2 : i64
}
func.func @f1(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant false
  %v3 = arith.andi %v1, %v1 : i32
  %v4 = arith.constant -1 : i64
  %v5 = arith.constant 3 : i32
  %v6 = arith.cmpi sge, %v4, %v4 : i64
  %v7 = arith.minui %v3, %v5 : i32
  return %v7 : i32
}
func.func @f2(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant 7 : i64
  %v3 = arith.select %arg1, %arg1, %arg1 : i1
  %v4 = arith.remsi %v2, %v2 : i64
  %v5 = arith.constant true
  "foo.use"(%arg0) : (i32) -> ()
  cf.br ^bb1
^bb1:
  %v6 = arith.constant 2 : index
  %v7 = arith.cmpi ugt, %arg1, %arg1 : i1
  %v8 = arith.cmpi slt, %v6, %v6 : index
  cf.cond_br %v7, ^bb2(%v6, %arg0 : index, i32), ^bb1
^bb2(%b2_0: index, %b2_1: i32):
  %v9 = arith.select %arg1, %b2_0, %b2_0 : index
  %v10 = arith.constant -1 : i64
  %v11 = arith.cmpi eq, %arg1, %arg1 : i1
  %v12 = arith.select %v11, %arg1, %arg1 : i1
  %v13 = arith.muli %v10, %v10 : i64
  %v14 = arith.constant -1 : i32
  cf.switch %v13 : i64, [
    default: ^bb2(%v9, %b2_1 : index, i32)
  ]
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 2 : i64
  %v2 = arith.constant -1 : i64
  %v3 = arith.constant -1 : index
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant 7 : index
  %v3 = arith.constant 2 : index
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %v4 = arith.constant 0 : i32
  %v5 = arith.select %arg1, %arg0, %arg0 : i64
  %v6 = arith.constant 5 : index
  cf.cond_br %arg1, ^bb3(%v6 : index), ^bb2
^bb2:
  %v7 = arith.select %arg1, %arg1, %arg1 : i1
  %v8 = arith.cmpi ule, %arg1, %arg1 : i1
  %v9 = arith.cmpi ne, %v7, %v7 : i1
  %v10 = arith.constant -1 : index
  %v11 = arith.constant 3 : i32
  cf.cond_br %v8, ^bb4, ^bb4
^bb3(%b3_0: index):
  %v12 = arith.cmpi ugt, %arg1, %arg1 : i1
  "foo.use"(%b3_0) : (index) -> ()
  %v13 = arith.constant 2 : i32
  %v14 = arith.cmpi ule, %arg1, %arg1 : i1
  %v15 = arith.constant 2 : i32
  %v16 = arith.xori %arg0, %arg0 : i64
  %v17 = arith.constant 0 : i64
  %v18 = arith.muli %v15, %v15 : i32
  cf.br ^bb4
^bb4:
  %v19 = arith.constant 1 : index
  %v20 = arith.constant 3 : i32
  return %v20 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 1 : index
  %v3 = arith.constant -1 : i64
  %v4 = arith.constant false
  %v5 = arith.cmpi sgt, %v3, %v1 : i64
  %v6 = arith.constant -1 : index
  %v7 = arith.constant 3 : i64
  cf.br ^bb1
^bb1:
  %v8 = arith.constant 42 : i64
  %v9 = arith.cmpi sgt, %arg1, %arg0 : i1
  %v10 = arith.constant -1 : i64
  %v11 = arith.constant 42 : index
  %v12 = arith.cmpi uge, %arg1, %arg1 : i1
  %v13 = arith.remsi %v11, %v11 : index
  %v14 = arith.cmpi sgt, %arg0, %arg0 : i1
  %v15 = arith.constant 5 : i32
  cf.cond_br %arg2, ^bb2, ^bb3(%v15 : i32)
^bb2:
  %v16 = arith.constant 3 : index
  %v17 = arith.select %arg0, %arg2, %arg0 : i1
  %v18 = arith.constant 2 : i64
  %v19 = arith.floordivsi %v16, %v16 : index
  %v20 = arith.cmpi sle, %v18, %v18 : i64
  %v21 = arith.minui %v16, %v16 : index
  %v22 = arith.constant 3 : i32
  cf.br ^bb3(%v22 : i32)
^bb3(%b3_0: i32):
  %v23 = arith.muli %b3_0, %b3_0 : i32
  %v24 = arith.select %arg0, %arg2, %arg1 : i1
  %v25 = arith.constant 3 : index
  %v26 = arith.cmpi sgt, %arg2, %arg0 : i1
  cf.cond_br %arg0, ^bb1, ^bb3(%b3_0 : i32)
}

// -----

func.func @f0(%arg0: i64, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant 2 : index
  %v3 = arith.select %arg2, %arg0, %arg0 : i64
  cf.cond_br %arg1, ^bb3(%v1 : i32), ^bb3(%v1 : i32)
^bb1(%b1_0: i64):
  %v4 = arith.constant 2 : i32
  %v5 = arith.constant 2 : index
  cf.br ^bb4(%v5 : index)
^bb2(%b2_0: i1, %b2_1: i32):
  "foo.use"(%b2_0) : (i1) -> ()
  %v6 = arith.constant 7 : index
  %v7 = arith.constant true
  %v8 = arith.ori %arg0, %arg0 : i64
  cf.cond_br %v7, ^bb4(%v6 : index), ^bb3(%b2_1 : i32)
^bb3(%b3_0: i32):
  %v9 = arith.constant 1 : i64
  "foo.use"(%b3_0) : (i32) -> ()
  %v10 = arith.constant 42 : i32
  %v11 = arith.select %arg2, %v10, %b3_0 : i32
  %v12 = arith.constant 0 : index
  %v13 = arith.cmpi sge, %arg2, %arg2 : i1
  %v14 = arith.constant 7 : index
  cf.br ^bb4(%v12 : index)
^bb4(%b4_0: index):
  "foo.use"(%arg1) : (i1) -> ()
  %v15 = arith.ceildivsi %arg0, %arg0 : i64
  %v16 = arith.constant 5 : i32
  cf.cond_br %arg1, ^bb3(%v16 : i32), ^bb3(%v16 : i32)
}
func.func @f1(%arg0: i64, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant 0 : i32
  cf.assert %arg1, "check"
  %v3 = arith.constant 1 : i64
  %v4 = arith.constant false
  %v5 = arith.constant 2 : index
  %v6 = arith.floordivsi %v1, %v1 : index
  return %v2 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.cmpi sle, %arg0, %arg0 : index
  cf.br ^bb2(%arg0 : index)
^bb1:
  %v2 = arith.constant 7 : i64
  %v3 = arith.constant 7 : i64
  cf.cond_br %arg1, ^bb2(%arg0 : index), ^bb2(%arg0 : index)
^bb2(%b2_0: index):
  %v4 = arith.constant 0 : i32
  %v5 = arith.constant false
  %v6 = arith.constant 2 : i64
  %v7 = arith.subi %v4, %v4 : i32
  cf.assert %arg1, "check"
  %v8 = arith.select %v5, %v6, %v6 : i64
  %v9 = arith.constant 42 : i32
  %v10 = arith.minui %v6, %v6 : i64
  cf.switch %v7 : i32, [
    default: ^bb1,
    1: ^bb2(%arg0 : index),
    2: ^bb1,
    4: ^bb2(%b2_0 : index)
  ]
}
func.func @f1(%arg0: index, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.divui %arg0, %arg0 : index
  %v2 = arith.select %arg2, %v1, %v1 : index
  %v3 = arith.constant 42 : index
  %v4 = arith.maxsi %arg1, %arg1 : i32
  %v5 = arith.cmpi slt, %arg2, %arg2 : i1
  %v6 = arith.constant 42 : i64
  cf.cond_br %arg2, ^bb2(%v1, %v6 : index, i64), ^bb1
^bb1:
  %v7 = arith.select %arg2, %arg1, %arg1 : i32
  %v8 = arith.cmpi ule, %arg2, %arg2 : i1
  %v9 = arith.constant 0 : i64
  %v10 = arith.shli %v7, %v7 : i32
  %v11 = arith.cmpi sle, %v8, %arg2 : i1
  %v12 = arith.constant 3 : i32
  cf.br ^bb3(%arg0, %v9 : index, i64)
^bb2(%b2_0: index, %b2_1: i64):
  %v13 = arith.constant false
  cf.br ^bb3(%arg0, %b2_1 : index, i64)
^bb3(%b3_0: index, %b3_1: i64):
  %v14 = arith.addi %b3_1, %b3_1 : i64
  %v15 = arith.constant 1 : i32
  %v16 = arith.shli %arg0, %b3_0 : index
  %v17 = arith.constant true
  %v18 = arith.ori %v14, %v14 : i64
  return %b3_1 : i64
}
func.func @f2(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i64
  %v2 = arith.cmpi sle, %arg0, %arg0 : i32
  %v3 = arith.constant -1 : index
  %v4 = arith.muli %v3, %arg1 : index
  %v5 = arith.constant 7 : i32
  return %v5 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.minui %arg0, %arg0 : i32
  %v2 = arith.constant 9 : i64
  return %v2 : i64
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.constant 7 : i64
  "foo.use"(%arg2) : (i32) -> ()
  %v2 = arith.cmpi sle, %arg3, %arg3 : i1
  %v3 = arith.constant 0 : index
  %v4 = arith.cmpi ne, %arg3, %arg3 : i1
  "foo.use"(%v4) : (i1) -> ()
  %v5 = arith.shli %arg1, %arg1 : index
  %v6 = arith.maxsi %v1, %v1 : i64
  cf.cond_br %v4, ^bb3(%v5 : index), ^bb1(%arg0 : i32)
^bb1(%b1_0: i32):
  "foo.use"(%arg2) : (i32) -> ()
  cf.cond_br %arg3, ^bb4(%arg1, %arg1 : index, index), ^bb4(%arg1, %arg1 : index, index)
^bb2:
  %v7 = arith.constant 0 : i32
  %v8 = arith.constant 42 : i64
  %v9 = arith.constant 42 : i32
  %v10 = arith.cmpi slt, %arg3, %arg3 : i1
  %v11 = arith.constant -1 : i32
  %v12 = arith.constant 7 : index
  cf.br ^bb1(%arg0 : i32)
^bb3(%b3_0: index):
  %v13 = arith.cmpi ugt, %arg0, %arg0 : i32
  %v14 = arith.constant -1 : index
  %v15 = arith.constant false
  %v16 = arith.constant 2 : i64
  %v17 = arith.constant 3 : i32
  cf.br ^bb4(%b3_0, %b3_0 : index, index)
^bb4(%b4_0: index, %b4_1: index):
  %v18 = arith.constant true
  %v19 = arith.constant 1 : i64
  cf.switch %v19 : i64, [
    default: ^bb2,
    3: ^bb2
  ]
}
func.func @f2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.constant -1 : index
  cf.assert %v1, "check"
  %v3 = arith.constant -1 : i64
  cf.cond_br %arg3, ^bb1, ^bb1
^bb1:
  %v4 = arith.constant 2 : index
  cf.cond_br %arg3, ^bb1, ^bb1
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.shli %arg0, %arg0 : i32
  %v2 = arith.constant 1 : i64
  %v3 = arith.ori %v2, %v2 : i64
  %v4 = arith.constant 3 : i32
  %v5 = arith.constant 42 : index
  %v6 = arith.constant false
  %v7 = arith.shrui %v4, %v1 : i32
  %v8 = arith.select %v6, %v7, %arg1 : i32
  cf.br ^bb1(%v6 : i1)
^bb1(%b1_0: i1):
  %v9 = arith.constant 1 : i64
  %v10 = arith.constant 0 : index
  %v11 = arith.cmpi ule, %arg2, %arg2 : i1
  return %arg1 : i32
}
func.func @f1(%arg0: index, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant false
  %v3 = arith.constant -1 : i32
  %v4 = arith.constant 2 : i32
  %v5 = arith.cmpi uge, %arg3, %arg3 : i1
  return %v4 : i32
}
func.func @f2(%arg0: i64, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 3 : index
  %v3 = arith.select %arg2, %arg0, %arg0 : i64
  %v4 = arith.select %arg2, %arg2, %arg2 : i1
  %v5 = arith.select %arg2, %arg2, %arg2 : i1
  cf.cond_br %arg2, ^bb1(%v3 : i64), ^bb2(%v5, %arg0 : i1, i64)
^bb1(%b1_0: i64):
  %v6 = arith.constant 3 : i64
  %v7 = arith.shrui %arg0, %v6 : i64
  %v8 = arith.cmpi sgt, %arg2, %arg2 : i1
  %v9 = arith.constant false
  %v10 = arith.constant 0 : i32
  %v11 = arith.muli %v10, %v10 : i32
  %v12 = arith.floordivsi %v11, %v10 : i32
  cf.cond_br %v9, ^bb1(%v7 : i64), ^bb1(%b1_0 : i64)
^bb2(%b2_0: i1, %b2_1: i64):
  %v13 = arith.constant 42 : index
  %v14 = arith.constant 9 : i32
  return %v14 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.select %arg1, %arg1, %arg1 : i1
  %v3 = arith.constant 0 : i64
  %v4 = arith.addi %arg0, %arg0 : index
  "foo.use"(%v3) : (i64) -> ()
  %v5 = arith.cmpi slt, %v3, %v1 : i64
  %v6 = arith.constant 1 : i32
  %v7 = arith.maxsi %v6, %v6 : i32
  cf.cond_br %v2, ^bb1(%v6 : i32), ^bb1(%v6 : i32)
^bb1(%b1_0: i32):
  %v8 = arith.constant 42 : i32
  %v9 = arith.select %arg1, %arg1, %arg1 : i1
  return %b1_0 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.cmpi ult, %arg0, %arg0 : i64
  %v2 = arith.constant 7 : i32
  %v3 = arith.select %arg1, %arg0, %arg0 : i64
  %v4 = arith.cmpi sge, %v3, %arg0 : i64
  %v5 = arith.constant 5 : index
  cf.cond_br %v1, ^bb2(%arg1, %v5 : i1, index), ^bb2(%arg1, %v5 : i1, index)
^bb1(%b1_0: i1):
  %v6 = arith.constant true
  cf.br ^bb1(%arg1 : i1)
^bb2(%b2_0: i1, %b2_1: index):
  %v7 = arith.constant true
  %v8 = arith.constant 0 : i32
  %v9 = arith.shrui %b2_1, %b2_1 : index
  %v10 = arith.minui %v8, %v8 : i32
  return %v8 : i32
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i32
  cf.assert %arg1, "check"
  %v2 = arith.constant 7 : index
  return %v1 : i32
}
func.func @f2(%arg0: i1, %arg1: i64, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.select %arg0, %v1, %v1 : i32
  %v3 = arith.divui %v1, %v2 : i32
  %v4 = arith.shli %arg2, %arg2 : i64
  cf.br ^bb2
^bb1:
  %v5 = arith.cmpi ult, %arg1, %arg2 : i64
  %v6 = arith.constant 2 : index
  %v7 = arith.constant 0 : i32
  %v8 = arith.xori %arg2, %arg2 : i64
  %v9 = arith.cmpi slt, %arg3, %arg0 : i1
  cf.cond_br %arg0, ^bb2, ^bb2
^bb2:
  %v10 = arith.remsi %arg1, %arg2 : i64
  %v11 = arith.constant -1 : i32
  %v12 = arith.constant 1 : index
  %v13 = arith.constant false
  cf.cond_br %arg0, ^bb2, ^bb2
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.cmpi ne, %arg3, %arg3 : i1
  %v2 = arith.constant 1 : i32
  %v3 = arith.constant -1 : index
  %v4 = arith.ceildivsi %arg0, %arg1 : i32
  %v5 = arith.andi %arg0, %arg0 : i32
  %v6 = arith.minui %v3, %v3 : index
  "foo.use"(%arg3) : (i1) -> ()
  %v7 = arith.select %arg3, %arg2, %arg2 : i64
  cf.cond_br %arg3, ^bb2, ^bb2
^bb1:
  %v8 = arith.constant 0 : i32
  cf.assert %arg3, "check"
  cf.cond_br %arg3, ^bb3(%arg2 : i64), ^bb2
^bb2:
  %v9 = arith.cmpi ugt, %arg2, %arg2 : i64
  %v10 = arith.constant -1 : index
  %v11 = arith.constant 2 : i32
  %v12 = arith.muli %v10, %v10 : index
  %v13 = arith.select %arg3, %v10, %v12 : index
  cf.br ^bb3(%arg2 : i64)
^bb3(%b3_0: i64):
  %v14 = arith.constant 42 : index
  %v15 = arith.select %arg3, %v14, %v14 : index
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.cmpi sgt, %v1, %v1 : i1
  %v3 = arith.cmpi ugt, %arg1, %arg1 : i1
  %v4 = arith.constant 9 : i32
  return %v4 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 1 : index
  %v3 = arith.constant 2 : i64
  %v4 = arith.constant 7 : index
  %v5 = arith.cmpi ne, %arg0, %arg0 : i1
  %v6 = arith.divui %v3, %v3 : i64
  %v7 = arith.cmpi slt, %v5, %arg0 : i1
  cf.cond_br %arg0, ^bb2(%arg1, %v4 : i1, index), ^bb1(%v2 : index)
^bb1(%b1_0: index):
  %v8 = arith.constant 1 : i32
  %v9 = arith.cmpi sle, %arg1, %arg1 : i1
  %v10 = arith.cmpi sgt, %v9, %arg1 : i1
  cf.cond_br %arg0, ^bb2(%v9, %b1_0 : i1, index), ^bb2(%arg0, %b1_0 : i1, index)
^bb2(%b2_0: i1, %b2_1: index):
  %v11 = arith.constant false
  %v12 = arith.cmpi slt, %v11, %arg0 : i1
  %v13 = arith.cmpi slt, %b2_1, %b2_1 : index
  %v14 = arith.cmpi sge, %v11, %v12 : i1
  %v15 = arith.constant 7 : i64
  %v16 = arith.shrui %b2_1, %b2_1 : index
  return %v15 : i64
}
func.func @f1(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.cmpi ne, %arg1, %arg1 : i1
  %v2 = arith.constant 1 : i64
  %v3 = arith.cmpi sge, %v1, %arg1 : i1
  %v4 = arith.constant 5 : i32
  cf.br ^bb1(%v4 : i32)
^bb1(%b1_0: i32):
  %v5 = arith.minui %b1_0, %b1_0 : i32
  %v6 = arith.constant 3 : i64
  %v7 = arith.ori %v6, %v6 : i64
  %v8 = arith.shrui %b1_0, %b1_0 : i32
  %v9 = arith.constant 7 : i32
  cf.switch %b1_0 : i32, [
    default: ^bb1(%v5 : i32)
  ]
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.select %arg3, %arg0, %arg0 : index
  %v2 = arith.constant -1 : index
  %v3 = arith.constant 42 : i64
  %v4 = arith.muli %arg2, %arg2 : i32
  %v5 = arith.select %arg3, %arg2, %arg2 : i32
  cf.cond_br %arg3, ^bb1(%arg3, %arg1 : i1, i1), ^bb1(%arg3, %arg3 : i1, i1)
^bb1(%b1_0: i1, %b1_1: i1):
  %v6 = arith.constant -1 : i64
  %v7 = arith.constant -1 : i32
  %v8 = arith.shrui %v6, %v6 : i64
  %v9 = arith.cmpi sgt, %arg1, %b1_1 : i1
  %v10 = arith.shli %v8, %v8 : i64
  %v11 = arith.cmpi ne, %v9, %b1_1 : i1
  cf.cond_br %arg1, ^bb2(%v10, %v7 : i64, i32), ^bb2(%v8, %v7 : i64, i32)
^bb2(%b2_0: i64, %b2_1: i32):
  "foo.use"(%arg0) : (index) -> ()
  %v12 = arith.ori %b2_1, %b2_1 : i32
  %v13 = arith.select %arg3, %arg0, %arg0 : index
  %v14 = arith.cmpi sle, %arg3, %arg1 : i1
  return %arg2 : i32
}
func.func @f1(%arg0: i1, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.cmpi eq, %v1, %v1 : i64
  %v3 = arith.constant 1 : i32
  %v4 = arith.constant true
  %v5 = arith.select %v2, %arg1, %arg1 : index
  cf.cond_br %v4, ^bb3(%v3 : i32), ^bb2
^bb1(%b1_0: i1):
  %v6 = arith.constant -1 : i32
  %v7 = arith.constant 7 : i64
  %v8 = arith.ceildivsi %arg1, %arg1 : index
  %v9 = arith.floordivsi %v6, %v6 : i32
  cf.cond_br %b1_0, ^bb3(%v6 : i32), ^bb4(%arg1 : index)
^bb2:
  %v10 = arith.muli %arg1, %arg1 : index
  %v11 = arith.constant 42 : i64
  %v12 = arith.cmpi ule, %arg2, %arg2 : i1
  %v13 = arith.ceildivsi %v11, %v11 : i64
  "foo.use"(%v10) : (index) -> ()
  %v14 = arith.xori %v13, %v11 : i64
  %v15 = arith.constant 5 : i32
  cf.cond_br %arg0, ^bb3(%v15 : i32), ^bb3(%v15 : i32)
^bb3(%b3_0: i32):
  %v16 = arith.constant 2 : index
  %v17 = arith.constant 0 : i64
  %v18 = arith.maxsi %v17, %v17 : i64
  %v19 = arith.constant 1 : i64
  %v20 = arith.ceildivsi %b3_0, %b3_0 : i32
  %v21 = arith.addi %arg1, %v16 : index
  %v22 = arith.constant 7 : i64
  cf.br ^bb4(%v16 : index)
^bb4(%b4_0: index):
  %v23 = arith.cmpi sge, %arg0, %arg2 : i1
  %v24 = arith.constant false
  %v25 = arith.constant 42 : i64
  %v26 = arith.ceildivsi %v25, %v25 : i64
  "foo.use"(%arg1) : (index) -> ()
  %v27 = arith.cmpi ne, %arg0, %v24 : i1
  %v28 = arith.constant 3 : i32
  %v29 = arith.select %v27, %v26, %v25 : i64
  cf.switch %v26 : i64, [
    default: ^bb2,
    1: ^bb1(%v23 : i1),
    3: ^bb4(%arg1 : index)
  ]
}
func.func @f2(%arg0: i32, %arg1: i64, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.cmpi uge, %arg3, %arg3 : i1
  %v3 = arith.ori %arg2, %arg2 : index
  cf.br ^bb2
^bb1(%b1_0: i1):
  %v4 = arith.cmpi sle, %arg3, %b1_0 : i1
  cf.br ^bb3
^bb2:
  %v5 = arith.xori %arg0, %arg0 : i32
  %v6 = arith.constant 3 : i64
  %v7 = arith.ori %v6, %v6 : i64
  %v8 = arith.select %arg3, %arg2, %arg2 : index
  %v9 = arith.constant 0 : i32
  %v10 = arith.cmpi ne, %v7, %v6 : i64
  cf.cond_br %arg3, ^bb4, ^bb4
^bb3:
  %v11 = arith.cmpi ule, %arg3, %arg3 : i1
  cf.assert %arg3, "check"
  cf.cond_br %arg3, ^bb4, ^bb4
^bb4:
  cf.assert %arg3, "check"
  %v12 = arith.select %arg3, %arg3, %arg3 : i1
  %v13 = arith.maxsi %arg0, %arg0 : i32
  %v14 = arith.select %arg3, %arg1, %arg1 : i64
  %v15 = arith.constant true
  %v16 = arith.constant false
  cf.switch %v14 : i64, [
    default: ^bb1(%v12 : i1),
    1: ^bb4,
    3: ^bb3,
    4: ^bb2
  ]
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.constant 5 : index
  cf.cond_br %arg1, ^bb3(%arg1, %arg0 : i1, i32), ^bb1(%v2 : index)
^bb1(%b1_0: index):
  %v3 = arith.cmpi sge, %b1_0, %b1_0 : index
  %v4 = arith.floordivsi %arg0, %arg0 : i32
  %v5 = arith.constant 42 : i64
  %v6 = arith.cmpi uge, %arg1, %arg1 : i1
  %v7 = arith.minui %v5, %v5 : i64
  %v8 = arith.cmpi sgt, %v4, %arg0 : i32
  cf.cond_br %v6, ^bb2(%v4, %v3 : i32, i1), ^bb4
^bb2(%b2_0: i32, %b2_1: i1):
  %v9 = arith.constant 42 : index
  %v10 = arith.cmpi eq, %arg0, %b2_0 : i32
  %v11 = arith.constant 1 : i64
  cf.switch %v11 : i64, [
    default: ^bb3(%arg1, %arg0 : i1, i32)
  ]
^bb3(%b3_0: i1, %b3_1: i32):
  %v12 = arith.ceildivsi %b3_1, %arg0 : i32
  %v13 = arith.constant 7 : index
  cf.cond_br %b3_0, ^bb4, ^bb4
^bb4:
  %v14 = arith.constant 0 : i64
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.cmpi eq, %arg0, %arg0 : i32
  %v2 = arith.constant -1 : index
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant true
  %v5 = arith.shrui %v3, %v3 : i64
  cf.br ^bb1(%arg0, %arg0 : i32, i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v6 = arith.constant 3 : index
  %v7 = arith.select %arg2, %arg0, %b1_1 : i32
  %v8 = arith.cmpi uge, %v7, %v7 : i32
  %v9 = arith.maxsi %arg1, %v6 : index
  %v10 = arith.ceildivsi %v7, %b1_1 : i32
  %v11 = arith.constant 42 : i32
  %v12 = arith.cmpi ult, %arg2, %arg2 : i1
  cf.br ^bb1(%v11, %v11 : i32, i32)
^bb2(%b2_0: i32):
  %v13 = arith.ori %b2_0, %arg0 : i32
  "foo.use"(%v13) : (i32) -> ()
  cf.cond_br %arg2, ^bb3, ^bb3
^bb3:
  %v14 = arith.divui %arg0, %arg0 : i32
  %v15 = arith.constant 7 : i64
  return %v15 : i64
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  cf.assert %arg2, "check"
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 7 : i64
  %v3 = arith.shli %arg1, %arg1 : index
  %v4 = arith.select %arg2, %arg1, %v3 : index
  %v5 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v6 = arith.cmpi ule, %v5, %v5 : i1
  cf.br ^bb1
^bb1:
  %v7 = arith.maxsi %arg0, %arg0 : i32
  %v8 = arith.constant false
  %v9 = arith.cmpi ne, %arg2, %arg2 : i1
  %v10 = arith.minui %arg0, %v7 : i32
  return %arg0 : i32
}
func.func @f2(%arg0: i64, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant 2 : i64
  %v3 = arith.floordivsi %arg0, %arg0 : i64
  %v4 = arith.cmpi ult, %arg1, %arg2 : i1
  %v5 = arith.constant 7 : index
  cf.br ^bb1(%v1 : i32)
^bb1(%b1_0: i32):
  %v6 = arith.constant 2 : index
  %v7 = arith.muli %arg0, %arg0 : i64
  cf.switch %v7 : i64, [
    default: ^bb1(%b1_0 : i32)
  ]
^bb2(%b2_0: i32):
  %v8 = arith.cmpi ult, %arg2, %arg2 : i1
  %v9 = arith.floordivsi %arg0, %arg0 : i64
  %v10 = arith.select %arg2, %arg1, %arg1 : i1
  %v11 = arith.constant 1 : index
  cf.assert %v10, "check"
  %v12 = arith.constant 3 : index
  %v13 = arith.constant true
  %v14 = arith.constant 2 : i32
  cf.cond_br %v13, ^bb2(%v14 : i32), ^bb2(%b2_0 : i32)
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.select %arg2, %arg2, %arg2 : i1
  %v2 = arith.constant 7 : i64
  %v3 = arith.constant 2 : index
  %v4 = arith.cmpi ne, %arg1, %v1 : i1
  %v5 = arith.constant 7 : i32
  %v6 = arith.constant 2 : i32
  return %v2 : i64
}
func.func @f1(%arg0: i64, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.addi %arg0, %arg1 : i64
  %v2 = arith.constant true
  %v3 = arith.constant 7 : i64
  %v4 = arith.cmpi uge, %v2, %v2 : i1
  %v5 = arith.constant true
  %v6 = arith.constant 42 : index
  %v7 = arith.constant 5 : i32
  cf.cond_br %arg2, ^bb1, ^bb3(%v7 : i32)
^bb1:
  %v8 = arith.constant 1 : index
  %v9 = arith.constant true
  cf.br ^bb2
^bb2:
  %v10 = arith.constant 7 : i32
  %v11 = arith.floordivsi %v10, %v10 : i32
  %v12 = arith.constant 0 : index
  %v13 = arith.remsi %v12, %v12 : index
  cf.assert %arg2, "check"
  %v14 = arith.select %arg2, %v12, %v12 : index
  %v15 = arith.select %arg2, %v11, %v10 : i32
  cf.switch %arg0 : i64, [
    default: ^bb3(%v15 : i32),
    0: ^bb3(%v15 : i32),
    3: ^bb3(%v10 : i32),
    4: ^bb3(%v10 : i32)
  ]
^bb3(%b3_0: i32):
  %v16 = arith.andi %arg1, %arg1 : i64
  %v17 = arith.cmpi uge, %arg1, %arg0 : i64
  %v18 = arith.constant 42 : index
  %v19 = arith.select %arg2, %b3_0, %b3_0 : i32
  %v20 = arith.addi %v18, %v18 : index
  %v21 = arith.addi %v18, %v20 : index
  return %v16 : i64
}
func.func @f2(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.minui %arg0, %arg0 : index
  %v3 = arith.select %arg1, %v1, %v1 : i64
  %v4 = arith.ceildivsi %arg0, %arg0 : index
  %v5 = arith.constant -1 : i64
  %v6 = arith.constant 7 : i32
  %v7 = arith.cmpi eq, %arg1, %arg1 : i1
  cf.cond_br %v7, ^bb2(%v6, %arg0 : i32, index), ^bb2(%v6, %arg0 : i32, index)
^bb1:
  %v8 = arith.constant -1 : i32
  %v9 = arith.constant 3 : index
  %v10 = arith.constant 3 : index
  %v11 = arith.select %arg1, %v8, %v8 : i32
  %v12 = arith.andi %v10, %arg0 : index
  %v13 = arith.muli %v9, %v9 : index
  %v14 = arith.constant true
  cf.cond_br %v14, ^bb2(%v11, %arg0 : i32, index), ^bb2(%v8, %v13 : i32, index)
^bb2(%b2_0: i32, %b2_1: index):
  %v15 = arith.constant -1 : i64
  %v16 = arith.shrui %v15, %v15 : i64
  %v17 = arith.constant -1 : index
  return %b2_0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  "foo.use"(%arg0) : (i32) -> ()
  %v1 = arith.constant 7 : index
  %v2 = arith.constant 7 : index
  %v3 = arith.constant 7 : i64
  cf.cond_br %arg1, ^bb2, ^bb2
^bb1(%b1_0: index, %b1_1: i32):
  %v4 = arith.cmpi sge, %b1_0, %b1_0 : index
  %v5 = arith.constant false
  %v6 = arith.constant 7 : i64
  %v7 = arith.subi %b1_0, %b1_0 : index
  %v8 = arith.constant 7 : index
  %v9 = arith.cmpi ult, %v4, %v4 : i1
  %v10 = arith.remsi %v6, %v6 : i64
  cf.cond_br %arg1, ^bb2, ^bb2
^bb2:
  %v11 = arith.constant 7 : index
  %v12 = arith.maxsi %v11, %v11 : index
  %v13 = arith.constant 2 : i32
  "foo.use"(%arg1) : (i1) -> ()
  %v14 = arith.constant 42 : i64
  return %v14 : i64
}
func.func @f1(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.select %arg1, %arg0, %arg0 : i64
  %v2 = arith.constant 9 : i32
  return %v2 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i64, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.select %arg3, %arg3, %arg3 : i1
  %v2 = arith.andi %arg1, %arg1 : i64
  %v3 = arith.constant 1 : index
  cf.br ^bb1(%arg0 : i32)
^bb1(%b1_0: i32):
  %v4 = arith.muli %arg1, %arg1 : i64
  %v5 = arith.cmpi sgt, %arg2, %b1_0 : i32
  %v6 = arith.addi %v4, %arg1 : i64
  %v7 = arith.constant 5 : index
  cf.br ^bb2(%v7 : index)
^bb2(%b2_0: index):
  %v8 = arith.select %arg3, %b2_0, %b2_0 : index
  %v9 = arith.shli %b2_0, %v8 : index
  %v10 = arith.constant 1 : i32
  %v11 = arith.select %arg3, %arg0, %arg2 : i32
  %v12 = arith.select %arg3, %arg2, %arg2 : i32
  cf.cond_br %arg3, ^bb1(%v10 : i32), ^bb2(%v9 : index)
}

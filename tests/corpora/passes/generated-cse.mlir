// FLAGS: --split-input-file --cse
func.func @f0(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.select %arg3, %v1, %v1 : i32
  %v3 = arith.remsi %arg2, %arg2 : i64
  %v4 = arith.constant 1 : i64
  %v5 = arith.cmpi uge, %arg1, %arg1 : i1
  %v6 = arith.select %arg3, %v3, %arg2 : i64
  %v7 = arith.cmpi ugt, %arg3, %v5 : i1
  "foo.use"(%v2) : (i32) -> ()
  cf.cond_br %arg0, ^bb1(%v7, %arg2 : i1, i64), ^bb1(%arg0, %v4 : i1, i64)
^bb1(%b1_0: i1, %b1_1: i64):
  %v8 = arith.constant 42 : i32
  %v9 = arith.andi %arg2, %b1_1 : i64
  %v10 = arith.cmpi uge, %b1_0, %arg0 : i1
  %v11 = arith.constant -1 : index
  %v12 = arith.constant 0 : index
  cf.assert %arg0, "check"
  %v13 = arith.constant false
  return %v8 : i32
}
func.func @f1(%arg0: i64, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant true
  %v3 = arith.constant 1 : i64
  %v4 = arith.constant 42 : i32
  %v5 = arith.maxsi %v1, %v1 : index
  cf.br ^bb1(%arg2, %v4 : i1, i32)
^bb1(%b1_0: i1, %b1_1: i32):
  %v6 = arith.remsi %arg1, %arg0 : i64
  %v7 = arith.select %arg2, %arg1, %arg0 : i64
  %v8 = arith.select %arg2, %arg1, %arg1 : i64
  %v9 = arith.cmpi ult, %b1_0, %arg2 : i1
  %v10 = arith.constant 0 : i32
  %v11 = arith.constant 1 : index
  cf.cond_br %b1_0, ^bb3, ^bb3
^bb2(%b2_0: i1):
  %v12 = arith.constant 1 : i32
  %v13 = arith.constant -1 : i32
  %v14 = arith.constant 7 : i64
  cf.br ^bb3
^bb3:
  %v15 = arith.constant -1 : i64
  %v16 = arith.subi %arg1, %arg0 : i64
  %v17 = arith.constant 7 : index
  %v18 = arith.cmpi ule, %arg0, %arg0 : i64
  %v19 = arith.constant 5 : i32
  cf.switch %arg0 : i64, [
    default: ^bb1(%arg2, %v19 : i1, i32)
  ]
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.cmpi ne, %arg1, %arg1 : i64
  %v3 = arith.floordivsi %v1, %v1 : i32
  %v4 = arith.select %v2, %v3, %v1 : i32
  %v5 = arith.subi %v4, %v1 : i32
  "foo.use"(%v2) : (i1) -> ()
  "foo.use"(%arg2) : (i1) -> ()
  %v6 = arith.ori %v1, %v5 : i32
  return %v1 : i32
}
func.func @f1(%arg0: i1, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 7 : index
  "foo.use"(%arg2) : (i1) -> ()
  %v3 = arith.andi %v2, %arg1 : index
  %v4 = arith.select %arg0, %arg2, %arg0 : i1
  return %v1 : i64
}
func.func @f2(%arg0: i32, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.cmpi sge, %arg2, %arg2 : i1
  %v3 = arith.constant -1 : i32
  %v4 = arith.select %v2, %v3, %arg1 : i32
  %v5 = arith.shli %arg1, %v4 : i32
  %v6 = arith.ceildivsi %v3, %arg1 : i32
  %v7 = arith.cmpi ule, %v6, %arg0 : i32
  %v8 = arith.constant 0 : index
  cf.cond_br %v2, ^bb2, ^bb1
^bb1:
  %v9 = arith.cmpi sgt, %arg0, %arg0 : i32
  cf.cond_br %arg2, ^bb2, ^bb2
^bb2:
  %v10 = arith.cmpi ule, %arg2, %arg2 : i1
  %v11 = arith.constant 2 : i32
  %v12 = arith.constant 9 : i64
  return %v12 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.select %arg2, %arg1, %arg1 : i32
  "foo.use"(%arg1) : (i32) -> ()
  %v2 = arith.constant 3 : index
  %v3 = arith.minui %v2, %v2 : index
  return %arg1 : i32
}
func.func @f1(%arg0: i32, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.select %arg2, %arg1, %arg1 : i64
  "foo.use"(%arg1) : (i64) -> ()
  %v2 = arith.constant 3 : index
  %v3 = arith.cmpi uge, %arg2, %arg2 : i1
  %v4 = arith.divui %arg0, %arg0 : i32
  cf.cond_br %arg2, ^bb4(%v4, %v1 : i32, i64), ^bb3(%arg2, %v3 : i1, i1)
^bb1(%b1_0: i64):
  %v5 = arith.constant false
  %v6 = arith.andi %arg0, %arg0 : i32
  "foo.use"(%arg1) : (i64) -> ()
  %v7 = arith.constant 1 : i64
  %v8 = arith.constant -1 : index
  %v9 = arith.cmpi ne, %v7, %b1_0 : i64
  %v10 = arith.floordivsi %v6, %arg0 : i32
  %v11 = arith.cmpi ult, %arg2, %v5 : i1
  cf.cond_br %v5, ^bb4(%v10, %v7 : i32, i64), ^bb2(%v7 : i64)
^bb2(%b2_0: i64):
  %v12 = arith.select %arg2, %b2_0, %arg1 : i64
  %v13 = arith.constant 1 : index
  %v14 = arith.constant 0 : i64
  %v15 = arith.constant 1 : i64
  cf.cond_br %arg2, ^bb4(%arg0, %v15 : i32, i64), ^bb3(%arg2, %arg2 : i1, i1)
^bb3(%b3_0: i1, %b3_1: i1):
  %v16 = arith.constant 42 : index
  cf.switch %arg1 : i64, [
    default: ^bb4(%arg0, %arg1 : i32, i64)
  ]
^bb4(%b4_0: i32, %b4_1: i64):
  %v17 = arith.cmpi slt, %arg2, %arg2 : i1
  return %arg1 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.cmpi sle, %arg2, %arg2 : i1
  %v2 = arith.shli %arg0, %arg0 : i32
  %v3 = arith.constant false
  %v4 = arith.cmpi slt, %arg2, %v3 : i1
  %v5 = arith.constant -1 : i32
  %v6 = arith.select %v1, %v3, %v3 : i1
  cf.br ^bb1(%v4, %arg1 : i1, i32)
^bb1(%b1_0: i1, %b1_1: i32):
  %v7 = arith.constant 42 : index
  %v8 = arith.constant 2 : i64
  %v9 = arith.constant 0 : i64
  %v10 = arith.cmpi eq, %v7, %v7 : index
  %v11 = arith.select %arg2, %arg1, %b1_1 : i32
  %v12 = arith.constant 7 : i64
  return %arg1 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant true
  %v3 = arith.constant -1 : index
  "foo.use"(%v2) : (i1) -> ()
  %v4 = arith.select %v2, %v1, %v1 : i32
  %v5 = arith.maxsi %v1, %v4 : i32
  %v6 = arith.constant 42 : i64
  %v7 = arith.maxsi %v4, %v4 : i32
  cf.br ^bb3(%v5, %v5 : i32, i32)
^bb1(%b1_0: i64):
  %v8 = arith.constant 7 : index
  %v9 = arith.cmpi sle, %v8, %v8 : index
  %v10 = arith.maxsi %b1_0, %b1_0 : i64
  %v11 = arith.select %arg0, %v9, %v9 : i1
  %v12 = arith.constant 42 : i32
  "foo.use"(%v9) : (i1) -> ()
  cf.assert %arg0, "check"
  cf.assert %arg1, "check"
  cf.cond_br %v11, ^bb3(%v12, %v12 : i32, i32), ^bb2(%v12, %arg1 : i32, i1)
^bb2(%b2_0: i32, %b2_1: i1):
  %v13 = arith.constant 7 : i64
  %v14 = arith.constant 7 : index
  cf.cond_br %b2_1, ^bb3(%b2_0, %b2_0 : i32, i32), ^bb3(%b2_0, %b2_0 : i32, i32)
^bb3(%b3_0: i32, %b3_1: i32):
  %v15 = arith.constant -1 : index
  %v16 = arith.constant 7 : i64
  %v17 = arith.constant 1 : i64
  "foo.use"(%v16) : (i64) -> ()
  %v18 = arith.ori %b3_1, %b3_1 : i32
  cf.br ^bb4(%v18, %v17 : i32, i64)
^bb4(%b4_0: i32, %b4_1: i64):
  %v19 = arith.cmpi ule, %b4_1, %b4_1 : i64
  %v20 = arith.xori %b4_1, %b4_1 : i64
  cf.cond_br %arg0, ^bb1(%v20 : i64), ^bb2(%b4_0, %arg1 : i32, i1)
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 2 : i32
  %v2 = arith.select %arg1, %v1, %v1 : i32
  %v3 = arith.select %arg3, %arg1, %arg1 : i1
  %v4 = arith.shrui %v2, %v2 : i32
  %v5 = arith.cmpi sle, %arg0, %arg0 : index
  %v6 = arith.xori %arg0, %arg0 : index
  %v7 = arith.cmpi ule, %v6, %v6 : index
  cf.br ^bb1
^bb1:
  %v8 = arith.addi %arg0, %arg0 : index
  %v9 = arith.shrui %arg2, %arg2 : i64
  cf.cond_br %arg1, ^bb1, ^bb1
^bb2(%b2_0: index, %b2_1: index):
  %v10 = arith.select %arg1, %arg0, %b2_1 : index
  %v11 = arith.constant 3 : i64
  %v12 = arith.constant 7 : i32
  %v13 = arith.select %arg1, %arg3, %arg1 : i1
  %v14 = arith.shrui %arg0, %b2_1 : index
  %v15 = arith.constant 0 : i64
  %v16 = arith.cmpi sle, %arg1, %v13 : i1
  %v17 = arith.ceildivsi %v10, %v10 : index
  return %v12 : i32
}
func.func @f2(%arg0: i64, %arg1: i1, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant 5 : index
  cf.br ^bb2(%v2 : index)
^bb1(%b1_0: i32, %b1_1: i32):
  "foo.use"(%arg2) : (i1) -> ()
  %v3 = arith.constant false
  %v4 = arith.constant 2 : i32
  cf.br ^bb4(%b1_0 : i32)
^bb2(%b2_0: index):
  cf.assert %arg2, "check"
  %v5 = arith.constant -1 : i32
  %v6 = arith.constant -1 : i64
  cf.br ^bb4(%v5 : i32)
^bb3:
  %v7 = arith.constant 2 : index
  %v8 = arith.constant 7 : index
  %v9 = arith.cmpi ult, %arg2, %arg2 : i1
  "foo.use"(%v7) : (index) -> ()
  %v10 = arith.maxsi %arg0, %arg0 : i64
  "foo.use"(%arg3) : (i1) -> ()
  %v11 = arith.constant 7 : i32
  "foo.use"(%v11) : (i32) -> ()
  cf.cond_br %v9, ^bb4(%v11 : i32), ^bb4(%v11 : i32)
^bb4(%b4_0: i32):
  %v12 = arith.constant 7 : i64
  %v13 = arith.constant 3 : index
  %v14 = arith.remsi %arg0, %arg0 : i64
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.cmpi ule, %arg1, %arg1 : i1
  %v2 = arith.constant 5 : i32
  cf.br ^bb2(%arg1, %v2 : i1, i32)
^bb1(%b1_0: i32, %b1_1: i1):
  %v3 = arith.divui %b1_0, %b1_0 : i32
  %v4 = arith.xori %b1_0, %b1_0 : i32
  %v5 = arith.constant false
  %v6 = arith.cmpi eq, %v4, %v3 : i32
  %v7 = arith.select %b1_1, %v5, %arg1 : i1
  %v8 = arith.floordivsi %v4, %b1_0 : i32
  %v9 = arith.constant 1 : i64
  cf.switch %v9 : i64, [
    default: ^bb2(%v5, %v8 : i1, i32)
  ]
^bb2(%b2_0: i1, %b2_1: i32):
  %v10 = arith.constant true
  %v11 = arith.remsi %arg0, %arg0 : index
  %v12 = arith.cmpi slt, %arg1, %arg1 : i1
  %v13 = arith.constant 7 : i64
  %v14 = arith.muli %v13, %v13 : i64
  return %v14 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.xori %arg1, %arg0 : i32
  %v2 = arith.floordivsi %arg2, %arg2 : i64
  return %arg1 : i32
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.cmpi sle, %arg1, %arg3 : i1
  %v2 = arith.floordivsi %arg2, %arg2 : index
  %v3 = arith.constant 3 : index
  %v4 = arith.constant 3 : i64
  cf.cond_br %v1, ^bb1(%arg0, %v3 : i32, index), ^bb1(%arg0, %arg2 : i32, index)
^bb1(%b1_0: i32, %b1_1: index):
  %v5 = arith.cmpi ne, %arg3, %arg3 : i1
  cf.assert %arg1, "check"
  %v6 = arith.constant 1 : i64
  "foo.use"(%b1_0) : (i32) -> ()
  return %v6 : i64
}
func.func @f2(%arg0: i64, %arg1: i32, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.cmpi sgt, %arg3, %arg3 : i1
  %v2 = arith.cmpi sle, %arg3, %arg3 : i1
  %v3 = arith.constant 5 : index
  cf.cond_br %v2, ^bb2(%v3, %arg0 : index, i64), ^bb1(%v3, %arg0 : index, i64)
^bb1(%b1_0: index, %b1_1: i64):
  %v4 = arith.constant 0 : index
  %v5 = arith.shrui %arg1, %arg2 : i32
  "foo.use"(%arg2) : (i32) -> ()
  %v6 = arith.select %arg3, %arg3, %arg3 : i1
  %v7 = arith.select %v6, %arg3, %arg3 : i1
  cf.switch %b1_1 : i64, [
    default: ^bb2(%v4, %arg0 : index, i64),
    3: ^bb2(%v4, %b1_1 : index, i64),
    4: ^bb2(%b1_0, %arg0 : index, i64)
  ]
^bb2(%b2_0: index, %b2_1: i64):
  %v8 = arith.constant true
  %v9 = arith.divui %arg1, %arg2 : i32
  %v10 = arith.subi %b2_1, %b2_1 : i64
  %v11 = arith.andi %v10, %v10 : i64
  %v12 = arith.subi %arg1, %v9 : i32
  %v13 = arith.cmpi sgt, %v12, %arg1 : i32
  %v14 = arith.constant 0 : index
  %v15 = arith.minui %v12, %v12 : i32
  return %v15 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.cmpi sle, %arg1, %arg1 : i1
  %v2 = arith.constant 1 : i32
  %v3 = arith.minui %arg0, %arg0 : index
  %v4 = arith.constant 3 : i64
  %v5 = arith.addi %v4, %v4 : i64
  %v6 = arith.cmpi slt, %v3, %v3 : index
  return %v5 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant -1 : index
  %v3 = arith.constant 3 : i32
  %v4 = arith.muli %v2, %v2 : index
  %v5 = arith.constant 2 : i32
  cf.switch %v3 : i32, [
    default: ^bb1(%v5 : i32),
    0: ^bb1(%v5 : i32),
    3: ^bb1(%v3 : i32)
  ]
^bb1(%b1_0: i32):
  %v6 = arith.constant 1 : i32
  %v7 = arith.cmpi uge, %arg0, %arg0 : i64
  %v8 = arith.cmpi ne, %arg1, %arg1 : i1
  return %v6 : i32
}
func.func @f1(%arg0: i1, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 42 : i64
  %v2 = arith.cmpi sle, %arg2, %arg0 : i1
  %v3 = arith.remsi %arg1, %arg1 : i32
  %v4 = arith.remsi %v3, %v3 : i32
  %v5 = arith.constant 42 : index
  cf.cond_br %arg0, ^bb2(%v1, %arg1 : i64, i32), ^bb3(%arg2, %v1 : i1, i64)
^bb1(%b1_0: i64):
  %v6 = arith.constant 42 : index
  %v7 = arith.shli %arg1, %arg1 : i32
  %v8 = arith.constant 2 : i64
  %v9 = arith.cmpi ult, %arg0, %arg2 : i1
  %v10 = arith.shrui %b1_0, %b1_0 : i64
  %v11 = arith.muli %v10, %v8 : i64
  cf.cond_br %arg0, ^bb2(%v11, %arg1 : i64, i32), ^bb1(%v11 : i64)
^bb2(%b2_0: i64, %b2_1: i32):
  %v12 = arith.addi %arg1, %b2_1 : i32
  %v13 = arith.constant 2 : i64
  %v14 = arith.xori %v13, %v13 : i64
  cf.assert %arg2, "check"
  %v15 = arith.shrui %b2_1, %v12 : i32
  %v16 = arith.constant 5 : index
  cf.cond_br %arg0, ^bb4(%arg2, %v16 : i1, index), ^bb4(%arg2, %v16 : i1, index)
^bb3(%b3_0: i1, %b3_1: i64):
  %v17 = arith.muli %b3_1, %b3_1 : i64
  %v18 = arith.constant 3 : i64
  %v19 = arith.constant 2 : index
  %v20 = arith.floordivsi %v17, %b3_1 : i64
  cf.cond_br %arg0, ^bb4(%arg2, %v19 : i1, index), ^bb4(%b3_0, %v19 : i1, index)
^bb4(%b4_0: i1, %b4_1: index):
  %v21 = arith.constant -1 : i64
  %v22 = arith.constant 1 : i32
  %v23 = arith.cmpi ne, %b4_1, %b4_1 : index
  %v24 = arith.constant 42 : index
  %v25 = arith.floordivsi %v22, %v22 : i32
  return %v25 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 2 : index
  %v2 = arith.constant 3 : i64
  %v3 = arith.cmpi ult, %v1, %v1 : index
  cf.br ^bb2
^bb1(%b1_0: i64, %b1_1: i1):
  %v4 = arith.cmpi ne, %b1_1, %arg1 : i1
  %v5 = arith.constant 3 : index
  %v6 = arith.constant 42 : i32
  %v7 = arith.constant true
  %v8 = arith.select %arg1, %arg0, %v5 : index
  %v9 = arith.andi %v8, %v5 : index
  %v10 = arith.constant true
  %v11 = arith.minui %v6, %v6 : i32
  cf.br ^bb2
^bb2:
  %v12 = arith.constant 2 : i64
  %v13 = arith.cmpi sge, %arg0, %arg0 : index
  "foo.use"(%v12) : (i64) -> ()
  cf.cond_br %arg1, ^bb3, ^bb3
^bb3:
  cf.assert %arg1, "check"
  %v14 = arith.minui %arg0, %arg0 : index
  %v15 = arith.constant -1 : i32
  %v16 = arith.remsi %v14, %v14 : index
  %v17 = arith.constant 7 : i64
  %v18 = arith.xori %arg0, %v16 : index
  cf.cond_br %arg1, ^bb1(%v17, %arg1 : i64, i1), ^bb3
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v2 = arith.constant false
  %v3 = arith.muli %arg0, %arg0 : i32
  %v4 = arith.constant 1 : i64
  %v5 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v6 = arith.remsi %v3, %v3 : i32
  %v7 = arith.xori %v6, %arg0 : i32
  %v8 = arith.andi %v4, %v4 : i64
  return %v8 : i64
}
func.func @f2(%arg0: index, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 0 : i32
  %v3 = arith.select %arg2, %arg1, %arg1 : index
  %v4 = arith.constant false
  %v5 = arith.constant 2 : index
  %v6 = arith.cmpi sgt, %arg3, %v4 : i1
  cf.cond_br %arg3, ^bb2, ^bb1(%arg3 : i1)
^bb1(%b1_0: i1):
  %v7 = arith.constant 3 : i64
  %v8 = arith.cmpi sle, %arg0, %arg0 : index
  %v9 = arith.andi %arg0, %arg0 : index
  %v10 = arith.ori %v7, %v7 : i64
  %v11 = arith.constant false
  cf.assert %arg2, "check"
  %v12 = arith.select %b1_0, %v10, %v7 : i64
  cf.cond_br %v11, ^bb2, ^bb1(%b1_0 : i1)
^bb2:
  %v13 = arith.andi %arg1, %arg1 : index
  %v14 = arith.cmpi slt, %arg2, %arg3 : i1
  %v15 = arith.constant 9 : i32
  return %v15 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 3 : index
  %v2 = arith.shli %v1, %v1 : index
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant 3 : index
  %v5 = arith.constant 0 : i32
  %v6 = arith.select %arg2, %v1, %v1 : index
  return %v5 : i32
}
func.func @f1(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant 42 : index
  %v2 = arith.constant true
  %v3 = arith.constant 1 : i32
  %v4 = arith.ori %v3, %v3 : i32
  %v5 = arith.cmpi eq, %v1, %v1 : index
  cf.switch %arg0 : i64, [
    default: ^bb3(%v2, %v3 : i1, i32),
    2: ^bb3(%arg1, %v4 : i1, i32),
    3: ^bb2(%v1 : index),
    4: ^bb2(%v1 : index)
  ]
^bb1(%b1_0: i32):
  %v6 = arith.xori %arg0, %arg0 : i64
  cf.cond_br %arg1, ^bb3(%arg1, %b1_0 : i1, i32), ^bb3(%arg1, %b1_0 : i1, i32)
^bb2(%b2_0: index):
  %v7 = arith.constant 7 : i64
  %v8 = arith.constant 7 : i32
  cf.br ^bb3(%arg1, %v8 : i1, i32)
^bb3(%b3_0: i1, %b3_1: i32):
  %v9 = arith.constant -1 : index
  %v10 = arith.constant 0 : i32
  return %b3_1 : i32
}
func.func @f2(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant 2 : i64
  %v2 = arith.floordivsi %v1, %v1 : i64
  %v3 = arith.muli %arg1, %arg1 : index
  %v4 = arith.constant true
  %v5 = arith.constant 2 : index
  %v6 = arith.select %arg2, %arg2, %v4 : i1
  cf.cond_br %v4, ^bb2, ^bb4(%arg0 : i32)
^bb1:
  %v7 = arith.cmpi uge, %arg2, %arg2 : i1
  cf.br ^bb3
^bb2:
  %v8 = arith.ori %arg1, %arg1 : index
  %v9 = arith.cmpi ule, %arg2, %arg2 : i1
  %v10 = arith.constant 42 : i64
  cf.switch %arg0 : i32, [
    default: ^bb3,
    0: ^bb3,
    2: ^bb3
  ]
^bb3:
  %v11 = arith.constant 2 : index
  %v12 = arith.constant 42 : i32
  %v13 = arith.cmpi ne, %arg2, %arg2 : i1
  %v14 = arith.constant false
  %v15 = arith.select %v13, %arg0, %arg0 : i32
  %v16 = arith.constant 42 : i64
  cf.cond_br %arg2, ^bb4(%arg0 : i32), ^bb4(%arg0 : i32)
^bb4(%b4_0: i32):
  %v17 = arith.constant true
  %v18 = arith.select %v17, %arg2, %arg2 : i1
  %v19 = arith.constant 3 : i64
  %v20 = arith.divui %v19, %v19 : i64
  %v21 = arith.constant 7 : index
  %v22 = arith.shli %arg1, %arg1 : index
  %v23 = arith.constant 1 : i64
  return %b4_0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.ori %arg0, %arg0 : index
  %v2 = arith.constant 7 : i64
  %v3 = arith.cmpi slt, %v1, %arg0 : index
  %v4 = arith.constant 2 : index
  %v5 = arith.cmpi slt, %v3, %v3 : i1
  %v6 = arith.constant -1 : i32
  return %v2 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.cmpi ult, %arg2, %arg2 : i1
  %v2 = arith.constant true
  %v3 = arith.constant 9 : i64
  return %v3 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.xori %arg0, %arg0 : index
  %v2 = arith.constant 2 : i32
  %v3 = arith.select %arg2, %v2, %v2 : i32
  %v4 = arith.constant 42 : index
  "foo.use"(%v2) : (i32) -> ()
  %v5 = arith.constant 5 : i64
  cf.cond_br %arg2, ^bb3(%v5, %v2 : i64, i32), ^bb2(%v2 : i32)
^bb1(%b1_0: index):
  %v6 = arith.constant 7 : i64
  %v7 = arith.constant 0 : i32
  %v8 = arith.constant false
  %v9 = arith.cmpi sge, %v6, %v6 : i64
  %v10 = arith.select %arg2, %v9, %arg2 : i1
  %v11 = arith.constant 7 : index
  %v12 = arith.select %arg2, %v10, %v10 : i1
  cf.br ^bb3(%v6, %v7 : i64, i32)
^bb2(%b2_0: i32):
  %v13 = arith.ceildivsi %b2_0, %b2_0 : i32
  cf.assert %arg2, "check"
  %v14 = arith.constant 3 : i32
  %v15 = arith.xori %arg0, %arg0 : index
  %v16 = arith.cmpi uge, %arg2, %arg2 : i1
  %v17 = arith.minui %b2_0, %b2_0 : i32
  %v18 = arith.constant 5 : i64
  cf.cond_br %arg2, ^bb3(%v18, %b2_0 : i64, i32), ^bb4(%arg0 : index)
^bb3(%b3_0: i64, %b3_1: i32):
  %v19 = arith.constant 7 : i32
  %v20 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v21 = arith.cmpi sgt, %arg2, %v20 : i1
  "foo.use"(%v19) : (i32) -> ()
  cf.br ^bb4(%arg1 : index)
^bb4(%b4_0: index):
  %v22 = arith.constant 7 : i64
  "foo.use"(%v22) : (i64) -> ()
  %v23 = arith.ori %b4_0, %b4_0 : index
  %v24 = arith.constant 0 : index
  %v25 = arith.cmpi ult, %arg2, %arg2 : i1
  %v26 = arith.constant 0 : i32
  return %v26 : i32
}
func.func @f1(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.cmpi ult, %arg0, %arg1 : i1
  %v3 = arith.constant 0 : i32
  %v4 = arith.constant 1 : index
  %v5 = arith.floordivsi %v4, %v4 : index
  %v6 = arith.xori %v3, %v3 : i32
  cf.br ^bb3(%v3, %v4 : i32, index)
^bb1(%b1_0: i1):
  %v7 = arith.constant 42 : index
  %v8 = arith.cmpi ult, %b1_0, %arg1 : i1
  %v9 = arith.constant 0 : i32
  %v10 = arith.constant 42 : i64
  cf.br ^bb2
^bb2:
  %v11 = arith.constant 0 : index
  cf.assert %arg0, "check"
  %v12 = arith.shli %v11, %v11 : index
  cf.cond_br %arg1, ^bb4, ^bb4
^bb3(%b3_0: i32, %b3_1: index):
  %v13 = arith.constant 2 : i32
  %v14 = arith.constant 2 : i64
  cf.cond_br %arg0, ^bb4, ^bb4
^bb4:
  %v15 = arith.constant 7 : index
  %v16 = arith.constant 7 : i32
  %v17 = arith.constant 9 : i64
  return %v17 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i64, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.cmpi ule, %arg3, %arg3 : i1
  %v2 = arith.cmpi ugt, %v1, %arg3 : i1
  %v3 = arith.cmpi eq, %arg1, %arg1 : i64
  %v4 = arith.shli %arg1, %arg1 : i64
  %v5 = arith.cmpi sge, %v3, %v3 : i1
  %v6 = arith.cmpi sge, %v4, %v4 : i64
  %v7 = arith.constant true
  %v8 = arith.constant 7 : index
  cf.cond_br %arg3, ^bb2, ^bb2
^bb1(%b1_0: i64):
  %v9 = arith.cmpi ult, %arg3, %arg3 : i1
  "foo.use"(%arg3) : (i1) -> ()
  %v10 = arith.constant 7 : i32
  %v11 = arith.addi %b1_0, %arg1 : i64
  cf.cond_br %arg3, ^bb3, ^bb3
^bb2:
  %v12 = arith.constant 1 : i64
  %v13 = arith.constant 0 : index
  %v14 = arith.constant 3 : i64
  %v15 = arith.constant 7 : index
  %v16 = arith.ceildivsi %arg2, %arg2 : i32
  cf.br ^bb3
^bb3:
  %v17 = arith.constant -1 : index
  %v18 = arith.minui %v17, %v17 : index
  %v19 = arith.constant 3 : index
  %v20 = arith.constant true
  %v21 = arith.select %arg3, %arg1, %arg1 : i64
  return %v21 : i64
}
func.func @f1(%arg0: i64, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  "foo.use"(%v1) : (i32) -> ()
  %v2 = arith.constant 5 : index
  cf.br ^bb2(%arg0, %v2 : i64, index)
^bb1(%b1_0: index, %b1_1: index):
  %v3 = arith.constant true
  %v4 = arith.constant 2 : i32
  cf.cond_br %v3, ^bb3(%b1_1, %arg0 : index, i64), ^bb2(%arg0, %b1_0 : i64, index)
^bb2(%b2_0: i64, %b2_1: index):
  %v5 = arith.constant true
  %v6 = arith.constant 1 : i32
  %v7 = arith.select %arg2, %b2_1, %b2_1 : index
  "foo.use"(%arg0) : (i64) -> ()
  %v8 = arith.muli %b2_1, %b2_1 : index
  cf.assert %arg2, "check"
  %v9 = arith.select %arg2, %v6, %v6 : i32
  %v10 = arith.select %arg1, %v9, %v6 : i32
  cf.switch %arg0 : i64, [
    default: ^bb3(%v7, %b2_0 : index, i64),
    2: ^bb3(%b2_1, %arg0 : index, i64)
  ]
^bb3(%b3_0: index, %b3_1: i64):
  %v11 = arith.constant 3 : index
  %v12 = arith.cmpi ult, %v11, %b3_0 : index
  %v13 = arith.constant 1 : i64
  %v14 = arith.constant true
  %v15 = arith.cmpi uge, %b3_0, %b3_0 : index
  %v16 = arith.constant 9 : i32
  return %v16 : i32
}
func.func @f2(%arg0: i32, %arg1: i64, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.cmpi ugt, %arg1, %arg1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant true
  %v4 = arith.subi %arg2, %arg2 : index
  "foo.use"(%arg3) : (i1) -> ()
  %v5 = arith.maxsi %v2, %arg1 : i64
  cf.cond_br %arg3, ^bb1, ^bb1
^bb1:
  %v6 = arith.maxsi %arg0, %arg0 : i32
  return %arg1 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 42 : i64
  %v3 = arith.cmpi ne, %arg1, %arg1 : i1
  "foo.use"(%v1) : (i64) -> ()
  "foo.use"(%arg0) : (index) -> ()
  %v4 = arith.remsi %v1, %v2 : i64
  cf.cond_br %v3, ^bb2, ^bb1
^bb1:
  %v5 = arith.constant 0 : i32
  %v6 = arith.constant 1 : i64
  cf.switch %v5 : i32, [
    default: ^bb2,
    1: ^bb2,
    2: ^bb2,
    3: ^bb2
  ]
^bb2:
  %v7 = arith.constant 2 : i32
  %v8 = arith.cmpi slt, %arg1, %arg1 : i1
  %v9 = arith.constant true
  cf.assert %v8, "check"
  %v10 = arith.minui %v7, %v7 : i32
  %v11 = arith.constant -1 : i64
  cf.assert %v9, "check"
  %v12 = arith.cmpi sge, %v8, %v9 : i1
  return %v7 : i32
}
func.func @f1(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant 42 : index
  %v2 = arith.constant 1 : index
  %v3 = arith.cmpi sgt, %arg1, %arg2 : i1
  %v4 = arith.constant -1 : i32
  %v5 = arith.minui %v4, %v4 : i32
  %v6 = arith.cmpi uge, %arg2, %arg3 : i1
  %v7 = arith.select %arg0, %arg0, %arg2 : i1
  %v8 = arith.cmpi slt, %arg0, %v6 : i1
  %v9 = arith.constant 1 : i64
  cf.switch %v9 : i64, [
    default: ^bb1(%arg1 : i1),
    0: ^bb2,
    1: ^bb1(%v3 : i1)
  ]
^bb1(%b1_0: i1):
  %v10 = arith.constant 2 : i32
  %v11 = arith.subi %v10, %v10 : i32
  %v12 = arith.constant 42 : index
  %v13 = arith.andi %v12, %v12 : index
  cf.cond_br %arg1, ^bb1(%arg2 : i1), ^bb2
^bb2:
  %v14 = arith.constant false
  %v15 = arith.constant 42 : i32
  %v16 = arith.constant 2 : index
  cf.cond_br %v14, ^bb2, ^bb1(%arg1 : i1)
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.select %arg1, %arg2, %arg2 : i1
  %v2 = arith.cmpi sge, %arg1, %arg2 : i1
  %v3 = arith.constant 2 : i64
  %v4 = arith.cmpi slt, %v3, %v3 : i64
  %v5 = arith.minui %arg0, %arg0 : index
  %v6 = arith.constant 7 : index
  %v7 = arith.constant -1 : i32
  cf.br ^bb1(%v3 : i64)
^bb1(%b1_0: i64):
  %v8 = arith.constant -1 : i32
  %v9 = arith.constant 3 : i64
  cf.assert %arg1, "check"
  %v10 = arith.ori %b1_0, %v9 : i64
  %v11 = arith.constant 2 : index
  cf.br ^bb2(%v11, %v10 : index, i64)
^bb2(%b2_0: index, %b2_1: i64):
  %v12 = arith.constant 42 : i64
  %v13 = arith.constant 0 : i32
  %v14 = arith.cmpi uge, %arg2, %arg2 : i1
  %v15 = arith.divui %v13, %v13 : i32
  %v16 = arith.constant 3 : i32
  %v17 = arith.constant 42 : index
  %v18 = arith.cmpi eq, %b2_0, %v17 : index
  cf.cond_br %v18, ^bb1(%v12 : i64), ^bb1(%v12 : i64)
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.cmpi ule, %arg2, %arg2 : i1
  %v2 = arith.constant 2 : i64
  %v3 = arith.select %v1, %v2, %v2 : i64
  %v4 = arith.cmpi uge, %v2, %v2 : i64
  %v5 = arith.maxsi %arg0, %arg1 : i32
  %v6 = arith.cmpi ule, %arg0, %arg0 : i32
  %v7 = arith.constant 7 : index
  %v8 = arith.constant 0 : index
  return %v3 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.shli %arg1, %arg1 : index
  %v2 = arith.andi %arg1, %v1 : index
  %v3 = arith.constant 2 : i32
  %v4 = arith.cmpi ne, %arg2, %arg2 : i1
  %v5 = arith.cmpi uge, %arg1, %v2 : index
  return %v3 : i32
}
func.func @f1(%arg0: i64, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.select %arg2, %arg1, %arg1 : index
  %v2 = arith.constant 5 : i32
  cf.cond_br %arg2, ^bb1(%v2, %v1 : i32, index), ^bb1(%v2, %arg1 : i32, index)
^bb1(%b1_0: i32, %b1_1: index):
  %v3 = arith.select %arg2, %arg2, %arg2 : i1
  %v4 = arith.ori %b1_1, %arg1 : index
  "foo.use"(%arg0) : (i64) -> ()
  %v5 = arith.select %v3, %b1_0, %b1_0 : i32
  return %arg0 : i64
}
func.func @f2(%arg0: i1, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.cmpi sgt, %arg3, %arg0 : i1
  %v2 = arith.constant 0 : i32
  %v3 = arith.constant 7 : i64
  %v4 = arith.maxsi %v3, %v3 : i64
  %v5 = arith.divui %v2, %v2 : i32
  %v6 = arith.ceildivsi %v4, %v3 : i64
  %v7 = arith.constant 0 : i32
  "foo.use"(%v5) : (i32) -> ()
  cf.br ^bb1
^bb1:
  %v8 = arith.constant 3 : i64
  %v9 = arith.cmpi ule, %arg1, %arg1 : index
  %v10 = arith.constant 2 : i32
  "foo.use"(%arg1) : (index) -> ()
  %v11 = arith.constant 3 : i64
  return %v10 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.cmpi sge, %v1, %v1 : index
  %v3 = arith.constant true
  %v4 = arith.constant 42 : i32
  %v5 = arith.select %arg0, %v4, %v4 : i32
  %v6 = arith.cmpi ult, %v3, %v3 : i1
  %v7 = arith.constant 2 : i32
  %v8 = arith.constant 3 : i64
  cf.br ^bb1
^bb1:
  %v9 = arith.constant 1 : index
  %v10 = arith.constant 9 : i32
  return %v10 : i32
}
func.func @f1(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 0 : i32
  %v2 = arith.cmpi slt, %arg1, %arg1 : i1
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant -1 : i64
  %v5 = arith.cmpi ult, %arg1, %v2 : i1
  return %v3 : i32
}
func.func @f2(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.constant 5 : index
  cf.cond_br %arg2, ^bb2(%v2 : index), ^bb2(%v2 : index)
^bb1:
  %v3 = arith.remsi %arg1, %arg1 : i64
  %v4 = arith.constant 3 : index
  %v5 = arith.addi %v4, %v4 : index
  %v6 = arith.constant 3 : i32
  "foo.use"(%v6) : (i32) -> ()
  %v7 = arith.cmpi uge, %v6, %v6 : i32
  %v8 = arith.cmpi ule, %v6, %v6 : i32
  cf.cond_br %v8, ^bb2(%v5 : index), ^bb2(%v4 : index)
^bb2(%b2_0: index):
  %v9 = arith.constant 3 : i64
  return %v9 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 7 : i32
  %v2 = arith.constant 42 : i64
  %v3 = arith.constant 7 : i32
  cf.br ^bb1(%v2 : i64)
^bb1(%b1_0: i64):
  %v4 = arith.remsi %arg0, %arg0 : i32
  %v5 = arith.constant 2 : index
  %v6 = arith.select %arg1, %v5, %v5 : index
  return %arg0 : i32
}
func.func @f1(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.cmpi ult, %arg1, %arg1 : i1
  "foo.use"(%arg0) : (index) -> ()
  %v2 = arith.cmpi eq, %arg1, %v1 : i1
  %v3 = arith.constant 5 : i32
  cf.br ^bb2(%v3, %v3 : i32, i32)
^bb1:
  %v4 = arith.constant 1 : i64
  %v5 = arith.cmpi sle, %arg1, %arg1 : i1
  %v6 = arith.constant 0 : i32
  cf.cond_br %arg1, ^bb1, ^bb2(%v6, %v6 : i32, i32)
^bb2(%b2_0: i32, %b2_1: i32):
  %v7 = arith.constant 42 : i64
  %v8 = arith.xori %b2_0, %b2_0 : i32
  %v9 = arith.constant 0 : i32
  %v10 = arith.constant true
  %v11 = arith.constant 1 : i32
  %v12 = arith.select %arg1, %b2_1, %v8 : i32
  %v13 = arith.constant true
  return %v7 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i32, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant 1 : i32
  %v2 = arith.select %arg3, %v1, %v1 : i32
  %v3 = arith.muli %arg2, %arg2 : i64
  "foo.use"(%arg1) : (i32) -> ()
  %v4 = arith.constant -1 : index
  cf.br ^bb1(%arg3 : i1)
^bb1(%b1_0: i1):
  %v5 = arith.constant 42 : index
  %v6 = arith.constant 7 : i32
  %v7 = arith.remsi %v5, %v5 : index
  %v8 = arith.select %arg3, %v7, %v7 : index
  %v9 = arith.muli %arg1, %v6 : i32
  %v10 = arith.andi %v7, %v8 : index
  %v11 = arith.minui %v5, %v8 : index
  cf.br ^bb4(%arg1 : i32)
^bb2:
  %v12 = arith.constant 7 : index
  %v13 = arith.constant 7 : i32
  %v14 = arith.constant 7 : index
  %v15 = arith.constant 0 : i32
  %v16 = arith.ceildivsi %arg2, %arg0 : i64
  cf.cond_br %arg3, ^bb3(%v13 : i32), ^bb4(%arg1 : i32)
^bb3(%b3_0: i32):
  %v17 = arith.cmpi slt, %arg3, %arg3 : i1
  %v18 = arith.shli %arg0, %arg2 : i64
  %v19 = arith.divui %v18, %arg0 : i64
  %v20 = arith.constant 7 : index
  %v21 = arith.constant 0 : i32
  %v22 = arith.constant 7 : index
  cf.br ^bb4(%arg1 : i32)
^bb4(%b4_0: i32):
  %v23 = arith.minui %arg1, %arg1 : i32
  return %arg0 : i64
}
func.func @f1(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant -1 : index
  %v2 = arith.shli %v1, %v1 : index
  %v3 = arith.constant false
  %v4 = arith.select %arg1, %v3, %arg1 : i1
  cf.cond_br %v3, ^bb1(%arg0 : i64), ^bb1(%arg0 : i64)
^bb1(%b1_0: i64):
  %v5 = arith.select %arg1, %arg1, %arg1 : i1
  %v6 = arith.constant 0 : i32
  %v7 = arith.constant true
  "foo.use"(%b1_0) : (i64) -> ()
  %v8 = arith.constant 42 : i64
  %v9 = arith.constant -1 : index
  %v10 = arith.shrui %arg0, %arg0 : i64
  cf.switch %v6 : i32, [
    default: ^bb2
  ]
^bb2:
  %v11 = arith.andi %arg0, %arg0 : i64
  %v12 = arith.constant -1 : i32
  %v13 = arith.constant 5 : index
  cf.switch %v12 : i32, [
    default: ^bb3(%v13, %v12 : index, i32),
    3: ^bb3(%v13, %v12 : index, i32),
    4: ^bb4(%v13 : index)
  ]
^bb3(%b3_0: index, %b3_1: i32):
  %v14 = arith.cmpi ult, %arg1, %arg1 : i1
  "foo.use"(%v14) : (i1) -> ()
  %v15 = arith.constant true
  %v16 = arith.select %arg1, %arg0, %arg0 : i64
  %v17 = arith.constant 42 : index
  cf.br ^bb4(%v17 : index)
^bb4(%b4_0: index):
  %v18 = arith.select %arg1, %arg0, %arg0 : i64
  %v19 = arith.muli %arg0, %v18 : i64
  %v20 = arith.cmpi sge, %arg1, %arg1 : i1
  %v21 = arith.constant 3 : i64
  %v22 = arith.subi %v21, %v21 : i64
  %v23 = arith.constant 2 : index
  %v24 = arith.constant 7 : i32
  return %v21 : i64
}
func.func @f2(%arg0: index, %arg1: i64, %arg2: i1) -> i64 {
  "foo.use"(%arg1) : (i64) -> ()
  %v1 = arith.constant 7 : i32
  cf.br ^bb1(%v1 : i32)
^bb1(%b1_0: i32):
  %v2 = arith.constant -1 : i32
  %v3 = arith.ceildivsi %arg1, %arg1 : i64
  %v4 = arith.select %arg2, %arg0, %arg0 : index
  %v5 = arith.minui %arg0, %arg0 : index
  %v6 = arith.constant 0 : i32
  %v7 = arith.cmpi ule, %b1_0, %v2 : i32
  %v8 = arith.xori %arg0, %v5 : index
  %v9 = arith.ori %v4, %v5 : index
  cf.cond_br %arg2, ^bb2(%v7 : i1), ^bb2(%arg2 : i1)
^bb2(%b2_0: i1):
  %v10 = arith.maxsi %arg1, %arg1 : i64
  "foo.use"(%arg0) : (index) -> ()
  cf.cond_br %arg2, ^bb2(%arg2 : i1), ^bb2(%arg2 : i1)
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.cmpi uge, %arg0, %arg3 : i1
  %v2 = arith.constant 0 : index
  %v3 = arith.constant 5 : i64
  cf.cond_br %arg0, ^bb1(%arg2, %v3 : i32, i64), ^bb1(%arg2, %v3 : i32, i64)
^bb1(%b1_0: i32, %b1_1: i64):
  %v4 = arith.maxsi %b1_1, %b1_1 : i64
  %v5 = arith.ori %arg2, %b1_0 : i32
  %v6 = arith.constant 3 : i64
  %v7 = arith.constant true
  "foo.use"(%v4) : (i64) -> ()
  return %v4 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.xori %arg0, %arg0 : i64
  cf.br ^bb3
^bb1:
  %v2 = arith.constant 2 : i32
  %v3 = arith.cmpi slt, %arg2, %arg1 : i1
  %v4 = arith.constant false
  "foo.use"(%v2) : (i32) -> ()
  %v5 = arith.select %arg1, %v2, %v2 : i32
  %v6 = arith.constant 42 : index
  %v7 = arith.constant false
  cf.br ^bb2(%v5, %v6 : i32, index)
^bb2(%b2_0: i32, %b2_1: index):
  %v8 = arith.cmpi ult, %b2_0, %b2_0 : i32
  %v9 = arith.shrui %b2_0, %b2_0 : i32
  %v10 = arith.subi %b2_1, %b2_1 : index
  cf.cond_br %arg1, ^bb4(%arg0 : i64), ^bb3
^bb3:
  %v11 = arith.constant 1 : index
  cf.assert %arg2, "check"
  %v12 = arith.constant 42 : i32
  cf.cond_br %arg1, ^bb4(%arg0 : i64), ^bb4(%arg0 : i64)
^bb4(%b4_0: i64):
  "foo.use"(%arg1) : (i1) -> ()
  %v13 = arith.cmpi sle, %arg1, %arg2 : i1
  %v14 = arith.constant 2 : index
  %v15 = arith.constant 42 : i32
  %v16 = arith.constant false
  return %v15 : i32
}
func.func @f1(%arg0: index, %arg1: index, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.constant 1 : index
  cf.br ^bb2(%arg3, %arg3 : i1, i1)
^bb1(%b1_0: i32, %b1_1: index):
  %v2 = arith.constant 0 : i64
  %v3 = arith.cmpi sge, %arg3, %arg3 : i1
  %v4 = arith.divui %arg1, %b1_1 : index
  %v5 = arith.select %v3, %v2, %v2 : i64
  %v6 = arith.select %v3, %arg2, %b1_0 : i32
  %v7 = arith.constant 3 : i64
  cf.br ^bb2(%arg3, %v3 : i1, i1)
^bb2(%b2_0: i1, %b2_1: i1):
  %v8 = arith.constant 7 : i64
  %v9 = arith.subi %arg1, %arg1 : index
  %v10 = arith.cmpi ule, %arg2, %arg2 : i32
  %v11 = arith.muli %arg0, %v9 : index
  %v12 = arith.select %arg3, %v10, %b2_0 : i1
  %v13 = arith.constant 1 : i32
  %v14 = arith.cmpi ugt, %v12, %v10 : i1
  cf.cond_br %arg3, ^bb3, ^bb3
^bb3:
  %v15 = arith.cmpi sgt, %arg3, %arg3 : i1
  %v16 = arith.constant 0 : i64
  "foo.use"(%arg2) : (i32) -> ()
  %v17 = arith.constant 42 : i32
  return %v16 : i64
}
func.func @f2(%arg0: index, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 0 : i32
  "foo.use"(%arg2) : (i1) -> ()
  cf.cond_br %arg1, ^bb1(%arg0, %arg0 : index, index), ^bb1(%arg0, %arg0 : index, index)
^bb1(%b1_0: index, %b1_1: index):
  %v3 = arith.cmpi ne, %arg2, %arg1 : i1
  %v4 = arith.cmpi ult, %v3, %v3 : i1
  %v5 = arith.constant 1 : i64
  %v6 = arith.constant 1 : i32
  return %v5 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.cmpi sge, %arg0, %arg0 : i64
  %v2 = arith.constant 7 : index
  %v3 = arith.constant 7 : i32
  cf.cond_br %arg1, ^bb1(%arg0 : i64), ^bb1(%arg0 : i64)
^bb1(%b1_0: i64):
  %v4 = arith.constant 7 : i32
  %v5 = arith.select %arg1, %arg1, %arg1 : i1
  %v6 = arith.cmpi eq, %b1_0, %b1_0 : i64
  %v7 = arith.constant 0 : index
  "foo.use"(%arg1) : (i1) -> ()
  %v8 = arith.remsi %v4, %v4 : i32
  cf.cond_br %arg1, ^bb1(%b1_0 : i64), ^bb1(%b1_0 : i64)
}

// -----

func.func @f0(%arg0: i64, %arg1: index, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.shrui %arg1, %arg1 : index
  %v2 = arith.floordivsi %arg1, %v1 : index
  %v3 = arith.constant -1 : i32
  %v4 = arith.constant 42 : i32
  %v5 = arith.select %arg3, %arg2, %arg2 : i64
  %v6 = arith.constant 3 : index
  cf.switch %arg2 : i64, [
    default: ^bb1
  ]
^bb1:
  %v7 = arith.constant -1 : i64
  %v8 = arith.cmpi sgt, %arg3, %arg3 : i1
  cf.assert %arg3, "check"
  %v9 = arith.andi %v7, %v7 : i64
  %v10 = arith.constant 42 : i32
  cf.cond_br %v8, ^bb2(%arg1, %arg3 : index, i1), ^bb2(%arg1, %arg3 : index, i1)
^bb2(%b2_0: index, %b2_1: i1):
  %v11 = arith.constant -1 : i32
  cf.cond_br %b2_1, ^bb2(%arg1, %b2_1 : index, i1), ^bb2(%b2_0, %b2_1 : index, i1)
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i1) -> i32 {
  cf.assert %arg1, "check"
  %v1 = arith.constant 3 : index
  cf.cond_br %arg2, ^bb1, ^bb1
^bb1:
  %v2 = arith.constant 1 : i32
  %v3 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v4 = arith.constant -1 : index
  %v5 = arith.select %arg1, %arg2, %arg1 : i1
  cf.cond_br %arg1, ^bb2, ^bb2
^bb2:
  %v6 = arith.constant 1 : i64
  %v7 = arith.constant true
  cf.assert %arg2, "check"
  %v8 = arith.select %arg1, %v6, %v6 : i64
  return %arg0 : i32
}
func.func @f2(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant 0 : i64
  %v2 = arith.addi %arg1, %arg1 : index
  %v3 = arith.constant 2 : index
  %v4 = arith.select %arg2, %v1, %v1 : i64
  %v5 = arith.cmpi slt, %arg2, %arg2 : i1
  %v6 = arith.andi %v1, %v4 : i64
  %v7 = arith.select %arg2, %v6, %v6 : i64
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 42 : index
  %v3 = arith.select %arg1, %arg1, %arg1 : i1
  %v4 = arith.constant 0 : i64
  cf.cond_br %arg1, ^bb3, ^bb2
^bb1(%b1_0: i1, %b1_1: i64):
  %v5 = arith.constant true
  %v6 = arith.shli %b1_1, %b1_1 : i64
  %v7 = arith.select %b1_0, %v6, %b1_1 : i64
  %v8 = arith.constant false
  %v9 = arith.ori %v6, %v6 : i64
  %v10 = arith.constant 42 : index
  %v11 = arith.constant -1 : index
  %v12 = arith.shli %arg0, %arg0 : i32
  cf.cond_br %v8, ^bb2, ^bb1(%arg1, %v9 : i1, i64)
^bb2:
  %v13 = arith.ceildivsi %arg0, %arg0 : i32
  %v14 = arith.select %arg1, %arg1, %arg1 : i1
  %v15 = arith.cmpi ne, %arg1, %arg1 : i1
  %v16 = arith.select %v14, %arg0, %v13 : i32
  cf.assert %v14, "check"
  %v17 = arith.constant 3 : i64
  %v18 = arith.constant 0 : i64
  %v19 = arith.constant 2 : index
  cf.cond_br %v14, ^bb3, ^bb3
^bb3:
  %v20 = arith.ceildivsi %arg0, %arg0 : i32
  %v21 = arith.constant 9 : i64
  return %v21 : i64
}
func.func @f1(%arg0: index, %arg1: i64, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.cmpi eq, %v1, %v1 : i32
  %v3 = arith.andi %arg1, %arg1 : i64
  cf.br ^bb4(%arg2 : i64)
^bb1:
  %v4 = arith.constant 42 : i32
  %v5 = arith.remsi %arg1, %arg1 : i64
  %v6 = arith.subi %arg0, %arg0 : index
  %v7 = arith.constant true
  cf.cond_br %arg3, ^bb2(%v6, %arg0 : index, index), ^bb3(%arg1 : i64)
^bb2(%b2_0: index, %b2_1: index):
  %v8 = arith.constant 7 : i32
  %v9 = arith.constant -1 : i64
  %v10 = arith.constant false
  %v11 = arith.select %arg3, %b2_1, %b2_0 : index
  %v12 = arith.cmpi uge, %v10, %arg3 : i1
  cf.br ^bb4(%arg1 : i64)
^bb3(%b3_0: i64):
  %v13 = arith.constant 1 : i32
  cf.cond_br %arg3, ^bb4(%b3_0 : i64), ^bb4(%arg2 : i64)
^bb4(%b4_0: i64):
  %v14 = arith.ori %b4_0, %arg1 : i64
  %v15 = arith.remsi %arg0, %arg0 : index
  %v16 = arith.constant 42 : index
  %v17 = arith.xori %arg2, %v14 : i64
  %v18 = arith.remsi %arg0, %v15 : index
  %v19 = arith.constant 0 : i32
  %v20 = arith.ceildivsi %v14, %v14 : i64
  %v21 = arith.shli %v16, %arg0 : index
  cf.switch %v19 : i32, [
    default: ^bb4(%v20 : i64),
    1: ^bb3(%b4_0 : i64),
    2: ^bb2(%arg0, %v15 : index, index),
    3: ^bb2(%v15, %v15 : index, index)
  ]
}
func.func @f2(%arg0: i64, %arg1: index, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.select %arg3, %arg1, %arg1 : index
  %v2 = arith.cmpi sge, %arg3, %arg3 : i1
  %v3 = arith.constant -1 : index
  cf.cond_br %arg3, ^bb3, ^bb1
^bb1:
  %v4 = arith.cmpi sle, %arg3, %arg3 : i1
  %v5 = arith.constant 2 : i64
  %v6 = arith.minui %arg1, %arg1 : index
  %v7 = arith.constant -1 : index
  %v8 = arith.constant false
  %v9 = arith.remsi %v7, %v6 : index
  %v10 = arith.cmpi ult, %v4, %v4 : i1
  %v11 = arith.cmpi sle, %v4, %v4 : i1
  cf.br ^bb1
^bb2(%b2_0: i64, %b2_1: i1):
  %v12 = arith.select %arg3, %arg1, %arg1 : index
  cf.br ^bb3
^bb3:
  %v13 = arith.constant 2 : i32
  %v14 = arith.cmpi eq, %arg3, %arg3 : i1
  %v15 = arith.minui %arg0, %arg0 : i64
  %v16 = arith.maxsi %v13, %v13 : i32
  %v17 = arith.constant 2 : i64
  %v18 = arith.cmpi uge, %v14, %arg3 : i1
  return %v17 : i64
}

// -----

func.func @f0(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant false
  %v3 = arith.constant -1 : i64
  %v4 = arith.constant 42 : i32
  %v5 = arith.constant 0 : i32
  cf.cond_br %v2, ^bb2, ^bb2
^bb1(%b1_0: i1, %b1_1: i32):
  %v6 = arith.minui %arg0, %arg0 : i64
  %v7 = arith.cmpi slt, %arg0, %arg0 : i64
  %v8 = arith.constant 1 : i64
  cf.cond_br %arg1, ^bb2, ^bb2
^bb2:
  %v9 = arith.constant 2 : i32
  %v10 = arith.constant 0 : index
  %v11 = arith.shrui %v10, %v10 : index
  %v12 = arith.constant 42 : index
  %v13 = arith.addi %v11, %v11 : index
  %v14 = arith.minui %arg0, %arg0 : i64
  %v15 = arith.constant 3 : index
  %v16 = arith.cmpi ule, %arg1, %arg1 : i1
  return %v9 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 7 : index
  %v3 = arith.constant true
  cf.br ^bb1
^bb1:
  %v4 = arith.constant 2 : i64
  %v5 = arith.divui %v4, %v4 : i64
  %v6 = arith.constant -1 : i64
  %v7 = arith.cmpi uge, %arg2, %arg2 : i1
  %v8 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v9 = arith.subi %v6, %v6 : i64
  %v10 = arith.subi %arg1, %arg1 : i32
  %v11 = arith.divui %v9, %v6 : i64
  cf.cond_br %v7, ^bb2(%arg1, %v7 : i32, i1), ^bb2(%v10, %v8 : i32, i1)
^bb2(%b2_0: i32, %b2_1: i1):
  %v12 = arith.ceildivsi %b2_0, %b2_0 : i32
  %v13 = arith.constant -1 : index
  return %b2_0 : i32
}
func.func @f1(%arg0: i64, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.shli %v1, %v1 : i32
  cf.switch %v1 : i32, [
    default: ^bb2(%arg1 : i1),
    2: ^bb1(%v2 : i32),
    3: ^bb2(%arg1 : i1),
    4: ^bb2(%arg2 : i1)
  ]
^bb1(%b1_0: i32):
  %v3 = arith.cmpi uge, %arg0, %arg0 : i64
  %v4 = arith.constant 7 : index
  %v5 = arith.minui %v4, %v4 : index
  %v6 = arith.select %v3, %arg0, %arg0 : i64
  %v7 = arith.minui %arg0, %v6 : i64
  %v8 = arith.cmpi sgt, %arg1, %v3 : i1
  %v9 = arith.constant true
  cf.cond_br %v8, ^bb2(%v9 : i1), ^bb2(%v3 : i1)
^bb2(%b2_0: i1):
  %v10 = arith.constant 7 : index
  %v11 = arith.select %arg1, %arg0, %arg0 : i64
  %v12 = arith.constant 1 : i32
  %v13 = arith.maxsi %v10, %v10 : index
  %v14 = arith.muli %arg0, %v11 : i64
  return %v12 : i32
}

// -----

func.func @f0(%arg0: i64, %arg1: i1, %arg2: i1) -> i64 {
  "foo.use"(%arg2) : (i1) -> ()
  %v1 = arith.constant 3 : index
  %v2 = arith.addi %v1, %v1 : index
  %v3 = arith.constant 2 : i32
  %v4 = arith.cmpi sge, %v3, %v3 : i32
  cf.br ^bb1
^bb1:
  %v5 = arith.constant 42 : index
  "foo.use"(%v5) : (index) -> ()
  %v6 = arith.constant 42 : i32
  %v7 = arith.cmpi slt, %arg1, %arg1 : i1
  %v8 = arith.muli %arg0, %arg0 : i64
  %v9 = arith.addi %v5, %v5 : index
  cf.assert %arg1, "check"
  %v10 = arith.ori %v8, %v8 : i64
  return %arg0 : i64
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i64, %arg3: i1) -> i64 {
  %v1 = arith.cmpi ugt, %arg3, %arg3 : i1
  %v2 = arith.constant 3 : index
  %v3 = arith.constant 1 : i32
  return %arg2 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: i1) -> i64 {
  %v1 = arith.cmpi eq, %arg3, %arg3 : i1
  %v2 = arith.cmpi ugt, %v1, %arg3 : i1
  %v3 = arith.select %v2, %arg1, %arg1 : i32
  %v4 = arith.constant 2 : index
  %v5 = arith.constant 42 : i64
  cf.cond_br %v2, ^bb1, ^bb2(%v2 : i1)
^bb1:
  "foo.use"(%arg2) : (index) -> ()
  %v6 = arith.cmpi slt, %arg3, %arg3 : i1
  %v7 = arith.constant 42 : i64
  cf.br ^bb3(%arg2 : index)
^bb2(%b2_0: i1):
  cf.assert %arg3, "check"
  cf.cond_br %arg3, ^bb4, ^bb3(%arg2 : index)
^bb3(%b3_0: index):
  %v8 = arith.muli %arg0, %arg1 : i32
  %v9 = arith.constant false
  %v10 = arith.constant -1 : i64
  cf.br ^bb4
^bb4:
  %v11 = arith.cmpi ne, %arg3, %arg3 : i1
  %v12 = arith.cmpi sgt, %v11, %arg3 : i1
  %v13 = arith.cmpi sgt, %arg0, %arg0 : i32
  %v14 = arith.constant 7 : i64
  %v15 = arith.cmpi ult, %arg2, %arg2 : index
  return %v14 : i64
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i1) -> i32 {
  "foo.use"(%arg0) : (i32) -> ()
  %v1 = arith.cmpi ne, %arg2, %arg1 : i1
  %v2 = arith.ori %arg0, %arg0 : i32
  cf.cond_br %v1, ^bb1(%v1 : i1), ^bb1(%arg1 : i1)
^bb1(%b1_0: i1):
  %v3 = arith.constant 7 : i64
  %v4 = arith.constant 3 : index
  %v5 = arith.ori %v3, %v3 : i64
  %v6 = arith.select %arg1, %v4, %v4 : index
  %v7 = arith.muli %v5, %v3 : i64
  %v8 = arith.select %b1_0, %v6, %v4 : index
  %v9 = arith.ceildivsi %arg0, %arg0 : i32
  %v10 = arith.cmpi ule, %arg1, %arg2 : i1
  cf.cond_br %arg2, ^bb1(%b1_0 : i1), ^bb1(%v10 : i1)
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.constant false
  %v3 = arith.constant 3 : i64
  %v4 = arith.cmpi uge, %v2, %v2 : i1
  %v5 = arith.constant 42 : index
  %v6 = arith.ori %arg0, %arg0 : i32
  %v7 = arith.constant 0 : i64
  %v8 = arith.cmpi sge, %v4, %v2 : i1
  cf.br ^bb1(%v6, %v2 : i32, i1)
^bb1(%b1_0: i32, %b1_1: i1):
  %v9 = arith.cmpi ugt, %b1_1, %b1_1 : i1
  %v10 = arith.cmpi ule, %arg1, %b1_1 : i1
  %v11 = arith.constant 0 : index
  cf.assert %arg1, "check"
  %v12 = arith.minui %arg0, %b1_0 : i32
  cf.br ^bb4
^bb2(%b2_0: i1, %b2_1: i32):
  %v13 = arith.cmpi uge, %arg1, %arg1 : i1
  %v14 = arith.constant false
  cf.br ^bb1(%b2_1, %arg1 : i32, i1)
^bb3(%b3_0: i64):
  %v15 = arith.constant false
  %v16 = arith.constant 2 : i64
  cf.br ^bb4
^bb4:
  %v17 = arith.subi %arg0, %arg0 : i32
  return %v17 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.cmpi uge, %arg0, %arg2 : i1
  %v2 = arith.cmpi ule, %v1, %arg0 : i1
  return %arg1 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant 3 : i64
  %v3 = arith.constant 5 : i32
  cf.br ^bb1(%v3, %v3 : i32, i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v4 = arith.constant 42 : i64
  %v5 = arith.ceildivsi %v4, %v4 : i64
  %v6 = arith.maxsi %v4, %v5 : i64
  %v7 = arith.constant -1 : i32
  cf.cond_br %arg0, ^bb2(%arg0, %v5 : i1, i64), ^bb2(%arg1, %v5 : i1, i64)
^bb2(%b2_0: i1, %b2_1: i64):
  %v8 = arith.constant 42 : index
  %v9 = arith.constant 2 : i64
  %v10 = arith.constant false
  %v11 = arith.cmpi ule, %arg1, %v10 : i1
  %v12 = arith.ceildivsi %v8, %v8 : index
  %v13 = arith.constant -1 : i64
  %v14 = arith.select %v10, %arg0, %b2_0 : i1
  %v15 = arith.constant 5 : i32
  cf.cond_br %b2_0, ^bb2(%v10, %b2_1 : i1, i64), ^bb1(%v15, %v15 : i32, i32)
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.cmpi sle, %arg0, %arg1 : i1
  %v2 = arith.constant false
  %v3 = arith.cmpi ult, %v1, %arg0 : i1
  %v4 = arith.constant 3 : i32
  %v5 = arith.constant 5 : index
  %v6 = arith.constant 5 : i64
  cf.cond_br %v3, ^bb2(%v5, %v6 : index, i64), ^bb3
^bb1(%b1_0: i1, %b1_1: index):
  %v7 = arith.constant 1 : i32
  %v8 = arith.constant true
  %v9 = arith.constant 7 : i64
  %v10 = arith.constant 0 : i32
  cf.assert %arg0, "check"
  %v11 = arith.cmpi slt, %b1_1, %b1_1 : index
  %v12 = arith.cmpi ugt, %v10, %v10 : i32
  %v13 = arith.cmpi slt, %b1_1, %b1_1 : index
  cf.br ^bb4
^bb2(%b2_0: index, %b2_1: i64):
  %v14 = arith.constant 0 : i32
  %v15 = arith.cmpi ugt, %arg0, %arg0 : i1
  %v16 = arith.constant -1 : index
  %v17 = arith.constant 0 : i32
  %v18 = arith.cmpi ugt, %b2_0, %v16 : index
  %v19 = arith.constant 42 : i32
  cf.cond_br %arg1, ^bb2(%v16, %b2_1 : index, i64), ^bb2(%v16, %b2_1 : index, i64)
^bb3:
  %v20 = arith.constant 7 : index
  %v21 = arith.constant 0 : i32
  %v22 = arith.cmpi uge, %arg1, %arg0 : i1
  %v23 = arith.constant 42 : i32
  %v24 = arith.constant 5 : i64
  cf.cond_br %arg0, ^bb3, ^bb2(%v20, %v24 : index, i64)
^bb4:
  %v25 = arith.constant 3 : i32
  "foo.use"(%v25) : (i32) -> ()
  %v26 = arith.cmpi sgt, %arg0, %arg0 : i1
  %v27 = arith.constant true
  %v28 = arith.constant 9 : i64
  return %v28 : i64
}
func.func @f1(%arg0: i1, %arg1: i64, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.constant 0 : index
  %v2 = arith.constant -1 : i64
  %v3 = arith.cmpi sle, %arg0, %arg3 : i1
  %v4 = arith.floordivsi %v1, %v1 : index
  cf.cond_br %arg3, ^bb2(%arg3 : i1), ^bb1(%arg2, %arg2 : i32, i32)
^bb1(%b1_0: i32, %b1_1: i32):
  %v5 = arith.constant 3 : index
  %v6 = arith.andi %arg1, %arg1 : i64
  %v7 = arith.cmpi eq, %arg1, %arg1 : i64
  %v8 = arith.constant 3 : index
  %v9 = arith.floordivsi %arg1, %arg1 : i64
  %v10 = arith.constant 1 : index
  cf.cond_br %arg3, ^bb4(%v5 : index), ^bb2(%v7 : i1)
^bb2(%b2_0: i1):
  %v11 = arith.muli %arg2, %arg2 : i32
  %v12 = arith.constant 1 : index
  %v13 = arith.cmpi sge, %arg2, %v11 : i32
  %v14 = arith.constant 3 : i64
  cf.br ^bb4(%v12 : index)
^bb3(%b3_0: i1, %b3_1: i1):
  cf.assert %arg0, "check"
  %v15 = arith.andi %arg2, %arg2 : i32
  %v16 = arith.constant -1 : index
  cf.cond_br %b3_1, ^bb4(%v16 : index), ^bb4(%v16 : index)
^bb4(%b4_0: index):
  "foo.use"(%b4_0) : (index) -> ()
  %v17 = arith.cmpi eq, %arg3, %arg0 : i1
  "foo.use"(%b4_0) : (index) -> ()
  return %arg2 : i32
}
func.func @f2(%arg0: i1, %arg1: index, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.select %arg2, %arg1, %arg1 : index
  %v2 = arith.floordivsi %v1, %arg1 : index
  %v3 = arith.constant 3 : i32
  %v4 = arith.constant 1 : index
  %v5 = arith.constant -1 : i32
  %v6 = arith.cmpi ne, %v4, %arg1 : index
  %v7 = arith.cmpi ne, %v6, %arg3 : i1
  %v8 = arith.constant 1 : i64
  cf.cond_br %v6, ^bb3(%v8 : i64), ^bb2(%v8 : i64)
^bb1(%b1_0: i32):
  %v9 = arith.cmpi slt, %b1_0, %b1_0 : i32
  %v10 = arith.constant 0 : i64
  cf.br ^bb3(%v10 : i64)
^bb2(%b2_0: i64):
  %v11 = arith.minui %b2_0, %b2_0 : i64
  %v12 = arith.cmpi sle, %arg0, %arg3 : i1
  %v13 = arith.constant 7 : i32
  cf.br ^bb3(%v11 : i64)
^bb3(%b3_0: i64):
  %v14 = arith.divui %arg1, %arg1 : index
  %v15 = arith.shli %arg1, %v14 : index
  %v16 = arith.constant 5 : i32
  cf.cond_br %arg3, ^bb1(%v16 : i32), ^bb2(%b3_0 : i64)
}

// -----

func.func @f0(%arg0: i1, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 3 : index
  %v2 = arith.cmpi ne, %arg2, %arg2 : i1
  cf.assert %v2, "check"
  "foo.use"(%v1) : (index) -> ()
  %v3 = arith.constant 1 : i32
  %v4 = arith.cmpi slt, %v2, %v2 : i1
  %v5 = arith.constant 42 : i64
  %v6 = arith.select %v2, %v5, %v5 : i64
  cf.cond_br %v4, ^bb2(%v5, %v3 : i64, i32), ^bb3
^bb1(%b1_0: index, %b1_1: i64):
  %v7 = arith.floordivsi %b1_0, %b1_0 : index
  %v8 = arith.select %arg0, %v7, %b1_0 : index
  %v9 = arith.select %arg0, %arg2, %arg0 : i1
  %v10 = arith.cmpi ne, %arg1, %arg1 : i32
  %v11 = arith.xori %arg1, %arg1 : i32
  %v12 = arith.constant 0 : i32
  cf.br ^bb3
^bb2(%b2_0: i64, %b2_1: i32):
  %v13 = arith.andi %arg1, %arg1 : i32
  %v14 = arith.cmpi ugt, %arg2, %arg0 : i1
  "foo.use"(%v13) : (i32) -> ()
  cf.cond_br %arg2, ^bb3, ^bb3
^bb3:
  %v15 = arith.constant 2 : index
  return %arg1 : i32
}
func.func @f1(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.constant 42 : i64
  cf.switch %arg0 : i32, [
    default: ^bb2(%arg0 : i32)
  ]
^bb1:
  %v3 = arith.cmpi eq, %arg0, %arg0 : i32
  %v4 = arith.constant 1 : i64
  %v5 = arith.constant 1 : index
  %v6 = arith.cmpi sle, %v5, %v5 : index
  %v7 = arith.subi %arg0, %arg0 : i32
  "foo.use"(%arg1) : (i1) -> ()
  "foo.use"(%arg0) : (i32) -> ()
  %v8 = arith.select %arg1, %v7, %arg0 : i32
  cf.br ^bb3
^bb2(%b2_0: i32):
  %v9 = arith.cmpi eq, %arg1, %arg1 : i1
  %v10 = arith.andi %arg0, %arg0 : i32
  cf.br ^bb3
^bb3:
  %v11 = arith.floordivsi %arg0, %arg0 : i32
  %v12 = arith.constant 2 : index
  cf.cond_br %arg1, ^bb1, ^bb2(%v11 : i32)
}
func.func @f2(%arg0: i1, %arg1: index, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant false
  cf.assert %v2, "check"
  %v3 = arith.constant 42 : i64
  cf.cond_br %arg2, ^bb2, ^bb1(%arg3 : i1)
^bb1(%b1_0: i1):
  %v4 = arith.constant 42 : index
  %v5 = arith.constant 3 : i64
  %v6 = arith.constant false
  %v7 = arith.cmpi ule, %b1_0, %arg0 : i1
  %v8 = arith.cmpi ne, %arg3, %v6 : i1
  %v9 = arith.constant 7 : i64
  %v10 = arith.cmpi ult, %v8, %b1_0 : i1
  %v11 = arith.remsi %arg1, %arg1 : index
  cf.br ^bb2
^bb2:
  %v12 = arith.cmpi uge, %arg1, %arg1 : index
  %v13 = arith.constant 7 : i64
  %v14 = arith.constant -1 : i32
  %v15 = arith.constant -1 : i32
  %v16 = arith.divui %arg1, %arg1 : index
  cf.assert %arg3, "check"
  %v17 = arith.xori %v13, %v13 : i64
  %v18 = arith.floordivsi %v15, %v15 : i32
  cf.switch %v15 : i32, [
    default: ^bb2,
    1: ^bb2,
    4: ^bb2
  ]
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.cmpi ne, %arg0, %arg0 : i1
  %v2 = arith.constant 2 : index
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 1 : index
  %v5 = arith.constant 7 : index
  cf.br ^bb1(%v4, %arg1 : index, i1)
^bb1(%b1_0: index, %b1_1: i1):
  %v6 = arith.constant 1 : i32
  %v7 = arith.constant 7 : i32
  %v8 = arith.constant 7 : i64
  %v9 = arith.constant false
  %v10 = arith.constant 3 : i32
  %v11 = arith.cmpi ult, %b1_0, %b1_0 : index
  %v12 = arith.cmpi ne, %b1_1, %b1_1 : i1
  cf.cond_br %arg0, ^bb2(%arg1 : i1), ^bb2(%v11 : i1)
^bb2(%b2_0: i1):
  %v13 = arith.constant 1 : i64
  %v14 = arith.constant 1 : index
  %v15 = arith.floordivsi %v13, %v13 : i64
  %v16 = arith.shli %v15, %v13 : i64
  %v17 = arith.constant 0 : i32
  %v18 = arith.andi %v14, %v14 : index
  %v19 = arith.select %arg1, %arg1, %arg0 : i1
  %v20 = arith.constant 1 : index
  return %v16 : i64
}
func.func @f1(%arg0: i64, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.constant 3 : index
  %v2 = arith.constant 7 : i64
  %v3 = arith.constant 1 : i32
  %v4 = arith.maxsi %v3, %v3 : i32
  cf.assert %arg2, "check"
  "foo.use"(%v3) : (i32) -> ()
  %v5 = arith.constant 1 : i64
  "foo.use"(%arg2) : (i1) -> ()
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.cmpi slt, %arg0, %arg0 : index
  %v2 = arith.constant -1 : i32
  %v3 = arith.select %arg1, %v2, %v2 : i32
  %v4 = arith.constant 3 : index
  "foo.use"(%arg2) : (i1) -> ()
  %v5 = arith.constant 7 : i64
  %v6 = arith.cmpi sle, %arg0, %v4 : index
  %v7 = arith.cmpi ugt, %v1, %arg1 : i1
  cf.switch %v5 : i64, [
    default: ^bb3(%arg1, %v5 : i1, i64),
    2: ^bb1(%v6 : i1),
    3: ^bb2,
    4: ^bb1(%v1 : i1)
  ]
^bb1(%b1_0: i1):
  %v8 = arith.constant 0 : i32
  %v9 = arith.constant -1 : i32
  %v10 = arith.muli %arg0, %arg0 : index
  %v11 = arith.select %b1_0, %v10, %v10 : index
  %v12 = arith.constant 2 : i64
  %v13 = arith.shli %v9, %v9 : i32
  cf.br ^bb2
^bb2:
  %v14 = arith.constant 42 : i32
  %v15 = arith.constant 7 : i32
  %v16 = arith.constant 3 : i64
  cf.br ^bb3(%arg2, %v16 : i1, i64)
^bb3(%b3_0: i1, %b3_1: i64):
  %v17 = arith.cmpi ne, %arg0, %arg0 : index
  %v18 = arith.constant true
  %v19 = arith.subi %arg0, %arg0 : index
  %v20 = arith.select %b3_0, %b3_1, %b3_1 : i64
  %v21 = arith.constant 3 : i32
  %v22 = arith.minui %v19, %arg0 : index
  return %v21 : i32
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.select %arg2, %arg1, %arg1 : index
  %v2 = arith.andi %arg0, %arg0 : i32
  %v3 = arith.ceildivsi %v1, %arg1 : index
  %v4 = arith.constant 7 : index
  %v5 = arith.constant -1 : i32
  %v6 = arith.remsi %arg0, %arg0 : i32
  cf.cond_br %arg2, ^bb1(%v6, %arg2 : i32, i1), ^bb1(%v5, %arg2 : i32, i1)
^bb1(%b1_0: i32, %b1_1: i1):
  %v7 = arith.constant 42 : i64
  "foo.use"(%arg0) : (i32) -> ()
  "foo.use"(%arg0) : (i32) -> ()
  %v8 = arith.cmpi sle, %arg2, %arg2 : i1
  %v9 = arith.select %v8, %arg1, %arg1 : index
  "foo.use"(%arg0) : (i32) -> ()
  %v10 = arith.cmpi ne, %b1_0, %arg0 : i32
  cf.cond_br %arg2, ^bb2, ^bb2
^bb2:
  %v11 = arith.select %arg2, %arg1, %arg1 : index
  %v12 = arith.constant -1 : i64
  %v13 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v14 = arith.constant 1 : i32
  "foo.use"(%arg1) : (index) -> ()
  %v15 = arith.constant 42 : i64
  %v16 = arith.xori %v12, %v15 : i64
  return %v15 : i64
}
func.func @f2(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : index
  %v2 = arith.cmpi ult, %arg1, %arg1 : i1
  %v3 = arith.constant 3 : i32
  %v4 = arith.constant 42 : i32
  %v5 = arith.cmpi ule, %arg1, %arg1 : i1
  %v6 = arith.constant -1 : i32
  %v7 = arith.remsi %arg0, %arg0 : i64
  cf.cond_br %v5, ^bb1, ^bb1
^bb1:
  %v8 = arith.constant 42 : index
  %v9 = arith.maxsi %v8, %v8 : index
  %v10 = arith.cmpi ult, %arg1, %arg1 : i1
  %v11 = arith.cmpi ne, %arg1, %v10 : i1
  "foo.use"(%v8) : (index) -> ()
  %v12 = arith.cmpi ugt, %arg0, %arg0 : i64
  %v13 = arith.constant 42 : i32
  %v14 = arith.subi %v8, %v9 : index
  cf.cond_br %v10, ^bb1, ^bb1
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i64 {
  %v1 = arith.constant 42 : i64
  "foo.use"(%arg1) : (i1) -> ()
  %v2 = arith.constant 2 : i32
  cf.cond_br %arg1, ^bb3(%v2 : i32), ^bb1(%arg0 : index)
^bb1(%b1_0: index):
  %v3 = arith.select %arg1, %arg0, %arg0 : index
  %v4 = arith.constant true
  %v5 = arith.floordivsi %b1_0, %arg0 : index
  %v6 = arith.constant 0 : i64
  %v7 = arith.select %arg1, %v4, %arg1 : i1
  %v8 = arith.select %arg1, %v3, %b1_0 : index
  %v9 = arith.cmpi sgt, %arg1, %arg1 : i1
  %v10 = arith.constant 42 : i32
  cf.cond_br %arg1, ^bb2(%b1_0, %v6 : index, i64), ^bb3(%v10 : i32)
^bb2(%b2_0: index, %b2_1: i64):
  %v11 = arith.constant 1 : i32
  %v12 = arith.floordivsi %b2_1, %b2_1 : i64
  %v13 = arith.cmpi uge, %v11, %v11 : i32
  "foo.use"(%arg0) : (index) -> ()
  cf.cond_br %v13, ^bb3(%v11 : i32), ^bb4(%v11, %v12 : i32, i64)
^bb3(%b3_0: i32):
  %v14 = arith.constant 42 : i64
  %v15 = arith.cmpi ne, %arg1, %arg1 : i1
  %v16 = arith.xori %arg0, %arg0 : index
  %v17 = arith.constant -1 : index
  %v18 = arith.subi %arg0, %arg0 : index
  %v19 = arith.constant 1 : index
  cf.cond_br %v15, ^bb4(%b3_0, %v14 : i32, i64), ^bb4(%b3_0, %v14 : i32, i64)
^bb4(%b4_0: i32, %b4_1: i64):
  %v20 = arith.xori %b4_0, %b4_0 : i32
  cf.switch %b4_0 : i32, [
    default: ^bb1(%arg0 : index)
  ]
}
func.func @f1(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant 0 : i32
  %v2 = arith.constant 0 : i64
  %v3 = arith.constant 7 : index
  %v4 = arith.constant false
  cf.br ^bb1(%arg1 : i64)
^bb1(%b1_0: i64):
  %v5 = arith.cmpi ugt, %arg2, %arg2 : i1
  %v6 = arith.constant 5 : index
  cf.cond_br %arg0, ^bb3(%v6, %arg1 : index, i64), ^bb1(%arg1 : i64)
^bb2:
  %v7 = arith.constant 2 : i32
  %v8 = arith.constant 1 : index
  %v9 = arith.constant 0 : i64
  %v10 = arith.select %arg2, %v8, %v8 : index
  cf.cond_br %arg0, ^bb3(%v10, %arg1 : index, i64), ^bb3(%v8, %v9 : index, i64)
^bb3(%b3_0: index, %b3_1: i64):
  %v11 = arith.constant 2 : i32
  %v12 = arith.xori %arg1, %b3_1 : i64
  %v13 = arith.remsi %v11, %v11 : i32
  return %v12 : i64
}
func.func @f2(%arg0: i64, %arg1: i32, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 3 : index
  %v2 = arith.maxsi %v1, %v1 : index
  %v3 = arith.cmpi slt, %arg3, %arg3 : i1
  %v4 = arith.select %arg3, %v2, %v2 : index
  %v5 = arith.xori %arg1, %arg1 : i32
  return %arg1 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant false
  %v2 = arith.constant 5 : i64
  cf.br ^bb2(%v2, %arg0 : i64, i32)
^bb1(%b1_0: i32, %b1_1: i64):
  %v3 = arith.constant 1 : index
  cf.switch %arg0 : i32, [
    default: ^bb4
  ]
^bb2(%b2_0: i64, %b2_1: i32):
  %v4 = arith.constant 7 : index
  "foo.use"(%arg0) : (i32) -> ()
  %v5 = arith.cmpi ule, %arg1, %arg1 : i1
  %v6 = arith.constant true
  cf.switch %b2_0 : i64, [
    default: ^bb1(%b2_1, %b2_0 : i32, i64),
    0: ^bb4,
    2: ^bb2(%b2_0, %arg0 : i64, i32),
    4: ^bb3
  ]
^bb3:
  %v7 = arith.select %arg1, %arg0, %arg0 : i32
  %v8 = arith.constant -1 : i64
  %v9 = arith.cmpi ult, %arg1, %arg1 : i1
  cf.br ^bb4
^bb4:
  %v10 = arith.shrui %arg0, %arg0 : i32
  %v11 = arith.select %arg1, %arg0, %v10 : i32
  %v12 = arith.constant 5 : i64
  cf.cond_br %arg1, ^bb2(%v12, %v10 : i64, i32), ^bb1(%v11, %v12 : i32, i64)
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 0 : i64
  %v2 = arith.maxsi %v1, %v1 : i64
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant 7 : index
  return %v3 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.ceildivsi %arg1, %arg1 : i64
  %v2 = arith.cmpi ne, %arg0, %arg0 : index
  cf.assert %arg2, "check"
  %v3 = arith.constant 3 : index
  %v4 = arith.select %arg2, %arg2, %arg2 : i1
  %v5 = arith.cmpi ule, %v4, %v2 : i1
  %v6 = arith.constant -1 : i32
  %v7 = arith.constant 7 : i64
  cf.cond_br %arg2, ^bb2(%arg0 : index), ^bb2(%v3 : index)
^bb1(%b1_0: i64):
  "foo.use"(%b1_0) : (i64) -> ()
  cf.cond_br %arg2, ^bb2(%arg0 : index), ^bb2(%arg0 : index)
^bb2(%b2_0: index):
  %v8 = arith.constant 42 : i32
  %v9 = arith.minui %arg1, %arg1 : i64
  cf.switch %v8 : i32, [
    default: ^bb2(%b2_0 : index),
    0: ^bb1(%arg1 : i64),
    2: ^bb1(%arg1 : i64)
  ]
}
func.func @f1(%arg0: i32, %arg1: i32, %arg2: i1) -> i64 {
  %v1 = arith.constant 0 : i32
  %v2 = arith.constant -1 : i64
  %v3 = arith.constant 42 : index
  %v4 = arith.minui %v2, %v2 : i64
  %v5 = arith.muli %v4, %v4 : i64
  %v6 = arith.constant true
  %v7 = arith.constant 7 : i32
  %v8 = arith.constant 0 : i64
  cf.cond_br %v6, ^bb1, ^bb2(%v5 : i64)
^bb1:
  %v9 = arith.constant 0 : index
  "foo.use"(%v9) : (index) -> ()
  %v10 = arith.constant 0 : index
  %v11 = arith.shli %v10, %v10 : index
  %v12 = arith.constant 5 : i64
  cf.cond_br %arg2, ^bb2(%v12 : i64), ^bb2(%v12 : i64)
^bb2(%b2_0: i64):
  %v13 = arith.constant -1 : i64
  cf.switch %v13 : i64, [
    default: ^bb1,
    1: ^bb1
  ]
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.select %arg0, %v1, %v2 : i64
  %v4 = arith.constant 42 : index
  %v5 = arith.constant 1 : i32
  %v6 = arith.constant 2 : i32
  %v7 = arith.constant 1 : i32
  %v8 = arith.maxsi %v6, %v5 : i32
  return %v8 : i32
}
func.func @f1(%arg0: index, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.constant -1 : i64
  %v2 = arith.select %arg2, %v1, %v1 : i64
  return %v1 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 7 : i64
  cf.assert %arg0, "check"
  %v2 = arith.constant 1 : index
  %v3 = arith.divui %v2, %v2 : index
  %v4 = arith.constant 2 : i32
  cf.cond_br %arg1, ^bb3(%v3 : index), ^bb1(%v1 : i64)
^bb1(%b1_0: i64):
  %v5 = arith.constant 0 : i32
  %v6 = arith.constant 7 : i64
  %v7 = arith.cmpi ule, %v5, %v5 : i32
  %v8 = arith.constant 1 : index
  %v9 = arith.cmpi ult, %arg0, %v7 : i1
  %v10 = arith.constant false
  %v11 = arith.constant 7 : i32
  cf.cond_br %v9, ^bb4(%arg0 : i1), ^bb3(%v8 : index)
^bb2(%b2_0: i1, %b2_1: i1):
  %v12 = arith.constant 3 : i64
  %v13 = arith.constant 42 : i32
  cf.assert %arg1, "check"
  %v14 = arith.constant -1 : index
  %v15 = arith.floordivsi %v14, %v14 : index
  %v16 = arith.constant false
  %v17 = arith.select %v16, %v14, %v15 : index
  cf.br ^bb3(%v14 : index)
^bb3(%b3_0: index):
  %v18 = arith.constant false
  %v19 = arith.constant 3 : i64
  %v20 = arith.xori %v19, %v19 : i64
  %v21 = arith.cmpi sgt, %v18, %arg1 : i1
  %v22 = arith.shrui %v20, %v19 : i64
  %v23 = arith.maxsi %v19, %v19 : i64
  cf.br ^bb4(%arg1 : i1)
^bb4(%b4_0: i1):
  %v24 = arith.constant 7 : i64
  %v25 = arith.constant 7 : index
  %v26 = arith.constant 7 : i32
  %v27 = arith.constant 3 : index
  return %v24 : i64
}
func.func @f1(%arg0: i64, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.cmpi sge, %arg1, %arg1 : i1
  cf.cond_br %v2, ^bb2(%arg0, %v2 : i64, i1), ^bb2(%arg0, %arg1 : i64, i1)
^bb1(%b1_0: i32):
  "foo.use"(%arg1) : (i1) -> ()
  %v3 = arith.constant 1 : i64
  %v4 = arith.constant 1 : index
  cf.cond_br %arg1, ^bb2(%v3, %arg1 : i64, i1), ^bb2(%v3, %arg1 : i64, i1)
^bb2(%b2_0: i64, %b2_1: i1):
  %v5 = arith.cmpi ult, %b2_1, %arg1 : i1
  %v6 = arith.constant 2 : i32
  %v7 = arith.constant 3 : index
  %v8 = arith.cmpi eq, %b2_1, %b2_1 : i1
  %v9 = arith.cmpi sgt, %arg0, %b2_0 : i64
  %v10 = arith.constant false
  return %v6 : i32
}
func.func @f2(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.constant -1 : i32
  %v2 = arith.constant true
  %v3 = arith.constant 7 : index
  %v4 = arith.floordivsi %arg2, %arg2 : i32
  %v5 = arith.constant 1 : i32
  %v6 = arith.minui %v5, %v1 : i32
  %v7 = arith.cmpi ule, %v2, %v2 : i1
  %v8 = arith.constant 3 : i64
  cf.cond_br %arg3, ^bb2(%v4 : i32), ^bb3(%arg3, %v3 : i1, index)
^bb1(%b1_0: index, %b1_1: i32):
  %v9 = arith.constant true
  cf.assert %arg3, "check"
  %v10 = arith.select %arg3, %b1_1, %arg2 : i32
  %v11 = arith.constant false
  cf.cond_br %v9, ^bb1(%b1_0, %v10 : index, i32), ^bb2(%b1_1 : i32)
^bb2(%b2_0: i32):
  %v12 = arith.constant 7 : i64
  %v13 = arith.cmpi ugt, %arg3, %arg3 : i1
  cf.assert %arg3, "check"
  %v14 = arith.constant 5 : index
  cf.cond_br %v13, ^bb3(%arg3, %v14 : i1, index), ^bb3(%v13, %v14 : i1, index)
^bb3(%b3_0: i1, %b3_1: index):
  %v15 = arith.constant 0 : i32
  %v16 = arith.constant 0 : i32
  %v17 = arith.constant 2 : i64
  %v18 = arith.select %arg3, %b3_1, %b3_1 : index
  %v19 = arith.constant 1 : i32
  %v20 = arith.ori %v19, %v16 : i32
  %v21 = arith.constant 1 : i64
  %v22 = arith.floordivsi %v16, %arg2 : i32
  return %v17 : i64
}

// -----

func.func @f0(%arg0: index, %arg1: i64, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant false
  cf.cond_br %v1, ^bb1(%arg1 : i64), ^bb1(%arg1 : i64)
^bb1(%b1_0: i64):
  %v2 = arith.cmpi uge, %arg3, %arg3 : i1
  cf.switch %arg2 : i64, [
    default: ^bb1(%b1_0 : i64),
    0: ^bb1(%arg1 : i64),
    1: ^bb1(%arg2 : i64),
    2: ^bb1(%arg2 : i64)
  ]
}
func.func @f1(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.shli %arg0, %arg0 : i32
  %v2 = arith.constant 1 : index
  %v3 = arith.floordivsi %v2, %v2 : index
  %v4 = arith.constant 42 : i32
  %v5 = arith.constant 42 : i64
  "foo.use"(%arg0) : (i32) -> ()
  cf.switch %v4 : i32, [
    default: ^bb1,
    0: ^bb1,
    1: ^bb1,
    3: ^bb1
  ]
^bb1:
  %v6 = arith.constant 1 : i64
  %v7 = arith.remsi %v6, %v6 : i64
  %v8 = arith.cmpi uge, %arg1, %arg1 : i1
  %v9 = arith.subi %arg0, %arg0 : i32
  %v10 = arith.cmpi uge, %v8, %v8 : i1
  %v11 = arith.constant 7 : i64
  %v12 = arith.maxsi %v9, %v9 : i32
  cf.switch %arg0 : i32, [
    default: ^bb1,
    1: ^bb1
  ]
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.cmpi ult, %v1, %arg3 : i1
  "foo.use"(%arg0) : (i32) -> ()
  "foo.use"(%arg1) : (i32) -> ()
  %v3 = arith.constant 1 : i64
  %v4 = arith.minui %v3, %v3 : i64
  %v5 = arith.cmpi ule, %v1, %v1 : i1
  %v6 = arith.cmpi ne, %v5, %v2 : i1
  return %arg0 : i32
}
func.func @f1(%arg0: i1, %arg1: i1) -> i64 {
  %v1 = arith.constant 3 : index
  "foo.use"(%arg1) : (i1) -> ()
  %v2 = arith.andi %v1, %v1 : index
  %v3 = arith.cmpi sgt, %arg1, %arg0 : i1
  %v4 = arith.constant true
  %v5 = arith.cmpi uge, %arg1, %v4 : i1
  %v6 = arith.constant false
  cf.cond_br %v5, ^bb3, ^bb2(%v2 : index)
^bb1(%b1_0: index, %b1_1: i32):
  %v7 = arith.cmpi sle, %b1_1, %b1_1 : i32
  %v8 = arith.constant 1 : i64
  %v9 = arith.constant true
  "foo.use"(%b1_0) : (index) -> ()
  %v10 = arith.constant false
  cf.br ^bb2(%b1_0 : index)
^bb2(%b2_0: index):
  %v11 = arith.cmpi ne, %arg0, %arg0 : i1
  %v12 = arith.select %arg0, %b2_0, %b2_0 : index
  %v13 = arith.constant true
  %v14 = arith.constant 1 : i32
  %v15 = arith.cmpi ugt, %v12, %b2_0 : index
  %v16 = arith.cmpi ne, %arg0, %arg1 : i1
  cf.br ^bb3
^bb3:
  %v17 = arith.constant 2 : index
  %v18 = arith.constant false
  %v19 = arith.cmpi uge, %v17, %v17 : index
  "foo.use"(%v17) : (index) -> ()
  %v20 = arith.constant 9 : i64
  return %v20 : i64
}
func.func @f2(%arg0: index, %arg1: i64, %arg2: i1) -> i32 {
  %v1 = arith.constant false
  cf.cond_br %arg2, ^bb1(%v1 : i1), ^bb1(%arg2 : i1)
^bb1(%b1_0: i1):
  %v2 = arith.constant 3 : i32
  %v3 = arith.divui %arg1, %arg1 : i64
  %v4 = arith.floordivsi %arg0, %arg0 : index
  %v5 = arith.select %arg2, %v3, %v3 : i64
  %v6 = arith.ori %arg0, %arg0 : index
  %v7 = arith.constant 0 : index
  %v8 = arith.select %arg2, %arg0, %arg0 : index
  cf.assert %b1_0, "check"
  return %v2 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i32
  %v2 = arith.cmpi ugt, %arg1, %arg1 : i1
  return %v1 : i32
}
func.func @f1(%arg0: i64, %arg1: i32, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.andi %arg2, %arg2 : index
  %v2 = arith.cmpi sgt, %arg3, %arg3 : i1
  "foo.use"(%v1) : (index) -> ()
  cf.switch %arg0 : i64, [
    default: ^bb1(%v2, %arg3 : i1, i1)
  ]
^bb1(%b1_0: i1, %b1_1: i1):
  %v3 = arith.select %b1_0, %arg2, %arg2 : index
  %v4 = arith.select %arg3, %arg0, %arg0 : i64
  %v5 = arith.cmpi ne, %b1_1, %b1_1 : i1
  %v6 = arith.remsi %v3, %v3 : index
  cf.cond_br %v5, ^bb2(%arg1, %arg1 : i32, i32), ^bb2(%arg1, %arg1 : i32, i32)
^bb2(%b2_0: i32, %b2_1: i32):
  %v7 = arith.cmpi sge, %arg3, %arg3 : i1
  %v8 = arith.constant 2 : i64
  %v9 = arith.minui %arg0, %arg0 : i64
  %v10 = arith.constant -1 : index
  %v11 = arith.ceildivsi %v9, %v9 : i64
  %v12 = arith.divui %v8, %v11 : i64
  %v13 = arith.constant 7 : index
  return %arg1 : i32
}
func.func @f2(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.cmpi sgt, %arg1, %arg1 : i1
  %v2 = arith.constant 0 : index
  %v3 = arith.cmpi ult, %arg1, %v1 : i1
  %v4 = arith.select %v1, %arg0, %arg0 : i32
  cf.cond_br %v3, ^bb3, ^bb1
^bb1:
  %v5 = arith.constant 42 : index
  %v6 = arith.constant 5 : i64
  cf.cond_br %arg1, ^bb2(%arg1, %v6 : i1, i64), ^bb3
^bb2(%b2_0: i1, %b2_1: i64):
  %v7 = arith.divui %arg0, %arg0 : i32
  %v8 = arith.constant 1 : index
  %v9 = arith.ori %b2_1, %b2_1 : i64
  %v10 = arith.divui %v8, %v8 : index
  cf.switch %b2_1 : i64, [
    default: ^bb4,
    0: ^bb4,
    3: ^bb3
  ]
^bb3:
  %v11 = arith.constant 3 : index
  %v12 = arith.select %arg1, %arg0, %arg0 : i32
  %v13 = arith.cmpi ne, %arg0, %v12 : i32
  cf.cond_br %v13, ^bb4, ^bb4
^bb4:
  %v14 = arith.constant -1 : index
  %v15 = arith.constant 0 : i32
  %v16 = arith.constant 7 : i64
  return %v16 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: i1) -> i64 {
  %v1 = arith.constant 1 : index
  %v2 = arith.constant 1 : index
  %v3 = arith.constant true
  %v4 = arith.constant 7 : i64
  %v5 = arith.ceildivsi %v2, %v2 : index
  "foo.use"(%v4) : (i64) -> ()
  %v6 = arith.remsi %v1, %v5 : index
  "foo.use"(%v6) : (index) -> ()
  cf.cond_br %arg2, ^bb1, ^bb1
^bb1:
  %v7 = arith.constant 7 : index
  %v8 = arith.divui %v7, %v7 : index
  %v9 = arith.constant true
  %v10 = arith.select %arg0, %arg1, %arg1 : i64
  return %v10 : i64
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: index, %arg3: i1) -> i32 {
  %v1 = arith.constant 42 : i32
  %v2 = arith.select %arg1, %arg0, %v1 : i32
  cf.assert %arg3, "check"
  %v3 = arith.select %arg3, %v2, %arg0 : i32
  cf.br ^bb1(%arg2 : index)
^bb1(%b1_0: index):
  %v4 = arith.constant 0 : i32
  %v5 = arith.cmpi sle, %arg2, %b1_0 : index
  %v6 = arith.constant 42 : i64
  %v7 = arith.constant -1 : i64
  return %arg0 : i32
}
func.func @f2(%arg0: index, %arg1: i1, %arg2: i1) -> i64 {
  %v1 = arith.cmpi ult, %arg0, %arg0 : index
  %v2 = arith.constant -1 : i64
  cf.br ^bb2
^bb1(%b1_0: i1, %b1_1: i1):
  %v3 = arith.divui %arg0, %arg0 : index
  "foo.use"(%arg0) : (index) -> ()
  %v4 = arith.constant 1 : i64
  cf.cond_br %arg2, ^bb3(%arg0, %v3 : index, index), ^bb2
^bb2:
  %v5 = arith.constant -1 : i32
  %v6 = arith.constant -1 : i64
  %v7 = arith.cmpi sgt, %arg2, %arg2 : i1
  %v8 = arith.constant 3 : index
  cf.cond_br %v7, ^bb3(%arg0, %v8 : index, index), ^bb3(%v8, %v8 : index, index)
^bb3(%b3_0: index, %b3_1: index):
  %v9 = arith.select %arg2, %arg1, %arg1 : i1
  %v10 = arith.xori %b3_1, %b3_1 : index
  %v11 = arith.constant 9 : i64
  return %v11 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.constant 7 : index
  %v2 = arith.subi %v1, %v1 : index
  %v3 = arith.addi %arg1, %arg1 : i32
  %v4 = arith.cmpi ule, %v2, %v1 : index
  %v5 = arith.constant 1 : i32
  %v6 = arith.constant false
  %v7 = arith.cmpi ugt, %arg2, %v6 : i1
  %v8 = arith.constant 3 : i64
  cf.br ^bb4
^bb1:
  %v9 = arith.constant 7 : i64
  %v10 = arith.subi %v9, %v9 : i64
  %v11 = arith.constant 0 : i64
  "foo.use"(%arg2) : (i1) -> ()
  %v12 = arith.constant 3 : index
  %v13 = arith.muli %v11, %v10 : i64
  %v14 = arith.ori %v9, %v13 : i64
  %v15 = arith.constant 42 : i64
  cf.br ^bb2(%arg2 : i1)
^bb2(%b2_0: i1):
  %v16 = arith.constant 42 : i64
  %v17 = arith.constant 1 : index
  %v18 = arith.cmpi slt, %arg2, %b2_0 : i1
  %v19 = arith.constant 42 : i64
  %v20 = arith.constant true
  %v21 = arith.minui %v16, %v16 : i64
  %v22 = arith.ceildivsi %arg1, %arg0 : i32
  %v23 = arith.minui %arg1, %arg0 : i32
  cf.br ^bb4
^bb3:
  %v24 = arith.constant 0 : i64
  %v25 = arith.select %arg2, %arg1, %arg1 : i32
  cf.cond_br %arg2, ^bb4, ^bb4
^bb4:
  %v26 = arith.select %arg2, %arg2, %arg2 : i1
  %v27 = arith.select %arg2, %arg0, %arg1 : i32
  %v28 = arith.andi %v27, %arg0 : i32
  "foo.use"(%v26) : (i1) -> ()
  %v29 = arith.constant -1 : i64
  %v30 = arith.constant true
  %v31 = arith.cmpi ugt, %arg1, %arg1 : i32
  cf.cond_br %v30, ^bb4, ^bb3
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.divui %v1, %v1 : index
  %v3 = arith.cmpi slt, %arg0, %arg1 : i1
  %v4 = arith.constant 0 : i32
  %v5 = arith.select %v3, %v2, %v1 : index
  %v6 = arith.constant 3 : i64
  %v7 = arith.andi %v4, %v4 : i32
  cf.br ^bb1
^bb1:
  %v8 = arith.constant 0 : i32
  cf.switch %v8 : i32, [
    default: ^bb1,
    0: ^bb1,
    2: ^bb1,
    3: ^bb1
  ]
}
func.func @f1(%arg0: i64, %arg1: i1) -> i64 {
  %v1 = arith.constant true
  %v2 = arith.constant 2 : i32
  %v3 = arith.constant 1 : index
  %v4 = arith.constant 7 : i64
  %v5 = arith.select %arg1, %arg0, %arg0 : i64
  "foo.use"(%v2) : (i32) -> ()
  cf.br ^bb2(%v2 : i32)
^bb1(%b1_0: i64, %b1_1: i32):
  %v6 = arith.cmpi ugt, %b1_1, %b1_1 : i32
  %v7 = arith.select %arg1, %arg0, %b1_0 : i64
  %v8 = arith.constant 1 : i32
  %v9 = arith.constant 1 : index
  %v10 = arith.constant 1 : i32
  cf.br ^bb2(%b1_1 : i32)
^bb2(%b2_0: i32):
  %v11 = arith.cmpi ult, %arg1, %arg1 : i1
  %v12 = arith.cmpi eq, %v11, %arg1 : i1
  %v13 = arith.cmpi uge, %v12, %v12 : i1
  %v14 = arith.cmpi eq, %arg1, %v12 : i1
  %v15 = arith.constant false
  %v16 = arith.cmpi sge, %v11, %v11 : i1
  %v17 = arith.constant 7 : index
  cf.switch %arg0 : i64, [
    default: ^bb3(%v12 : i1)
  ]
^bb3(%b3_0: i1):
  %v18 = arith.constant 1 : i32
  return %arg0 : i64
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 1 : index
  %v2 = arith.constant 0 : i32
  %v3 = arith.ori %v2, %v2 : i32
  %v4 = arith.andi %v1, %v1 : index
  %v5 = arith.constant false
  %v6 = arith.cmpi uge, %v2, %v2 : i32
  %v7 = arith.constant 7 : index
  %v8 = arith.cmpi ugt, %v5, %arg0 : i1
  cf.br ^bb2(%v2, %v6 : i32, i1)
^bb1(%b1_0: i64, %b1_1: i64):
  %v9 = arith.constant 2 : i32
  %v10 = arith.constant false
  %v11 = arith.constant -1 : i64
  %v12 = arith.constant 42 : index
  %v13 = arith.select %arg3, %arg2, %arg1 : i64
  %v14 = arith.xori %b1_0, %b1_0 : i64
  "foo.use"(%v9) : (i32) -> ()
  %v15 = arith.constant 2 : i32
  cf.switch %b1_1 : i64, [
    default: ^bb2(%v9, %arg0 : i32, i1),
    0: ^bb2(%v15, %arg0 : i32, i1),
    2: ^bb2(%v9, %arg0 : i32, i1),
    4: ^bb2(%v15, %arg0 : i32, i1)
  ]
^bb2(%b2_0: i32, %b2_1: i1):
  %v16 = arith.constant 7 : index
  %v17 = arith.constant false
  %v18 = arith.constant 2 : index
  %v19 = arith.cmpi slt, %arg0, %arg3 : i1
  %v20 = arith.remsi %arg2, %arg2 : i64
  %v21 = arith.andi %b2_0, %b2_0 : i32
  %v22 = arith.ceildivsi %arg2, %arg2 : i64
  return %b2_0 : i32
}

// -----

func.func @f0(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant 2 : i64
  %v2 = arith.constant true
  %v3 = arith.cmpi ult, %v2, %arg2 : i1
  "foo.use"(%v1) : (i64) -> ()
  %v4 = arith.select %v2, %arg1, %arg1 : index
  %v5 = arith.andi %v4, %v4 : index
  %v6 = arith.constant 42 : i32
  %v7 = arith.select %v3, %v2, %arg2 : i1
  cf.br ^bb1(%v7, %v1 : i1, i64)
^bb1(%b1_0: i1, %b1_1: i64):
  %v8 = arith.shli %arg0, %arg0 : i32
  "foo.use"(%b1_1) : (i64) -> ()
  %v9 = arith.constant 1 : i32
  %v10 = arith.muli %b1_1, %b1_1 : i64
  %v11 = arith.subi %arg1, %arg1 : index
  %v12 = arith.constant 2 : i32
  %v13 = arith.cmpi sge, %v12, %arg0 : i32
  "foo.use"(%v12) : (i32) -> ()
  cf.cond_br %arg2, ^bb3, ^bb3
^bb2:
  %v14 = arith.constant false
  %v15 = arith.constant 3 : i64
  %v16 = arith.muli %arg1, %arg1 : index
  %v17 = arith.constant -1 : i32
  cf.cond_br %arg2, ^bb1(%v14, %v15 : i1, i64), ^bb2
^bb3:
  %v18 = arith.select %arg2, %arg1, %arg1 : index
  %v19 = arith.constant 42 : index
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i32, %arg2: i1) -> i32 {
  %v1 = arith.shrui %arg1, %arg1 : i32
  "foo.use"(%arg2) : (i1) -> ()
  %v2 = arith.remsi %arg0, %arg0 : index
  %v3 = arith.constant 0 : i64
  %v4 = arith.ori %arg1, %v1 : i32
  %v5 = arith.ceildivsi %arg0, %arg0 : index
  %v6 = arith.shli %arg1, %v4 : i32
  cf.br ^bb1(%arg2 : i1)
^bb1(%b1_0: i1):
  %v7 = arith.constant -1 : i64
  %v8 = arith.cmpi sgt, %arg1, %arg1 : i32
  "foo.use"(%v7) : (i64) -> ()
  cf.cond_br %arg2, ^bb2(%v8 : i1), ^bb3(%arg0 : index)
^bb2(%b2_0: i1):
  %v9 = arith.cmpi ugt, %arg0, %arg0 : index
  %v10 = arith.cmpi ne, %arg0, %arg0 : index
  %v11 = arith.constant 1 : i64
  %v12 = arith.constant 3 : i64
  %v13 = arith.cmpi sge, %v10, %arg2 : i1
  %v14 = arith.cmpi sge, %v13, %arg2 : i1
  %v15 = arith.cmpi ugt, %b2_0, %arg2 : i1
  %v16 = arith.constant 42 : index
  cf.switch %v11 : i64, [
    default: ^bb3(%arg0 : index),
    1: ^bb3(%v16 : index)
  ]
^bb3(%b3_0: index):
  %v17 = arith.constant 2 : index
  %v18 = arith.ceildivsi %arg1, %arg1 : i32
  cf.cond_br %arg2, ^bb4, ^bb4
^bb4:
  %v19 = arith.cmpi ule, %arg2, %arg2 : i1
  %v20 = arith.muli %arg1, %arg1 : i32
  "foo.use"(%arg0) : (index) -> ()
  %v21 = arith.constant false
  return %arg1 : i32
}
func.func @f1(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  "foo.use"(%v1) : (i64) -> ()
  %v2 = arith.cmpi ugt, %v1, %v1 : i64
  %v3 = arith.andi %v1, %v1 : i64
  %v4 = arith.constant -1 : index
  %v5 = arith.select %v2, %arg0, %arg1 : i1
  %v6 = arith.cmpi slt, %arg0, %arg1 : i1
  %v7 = arith.constant 5 : i32
  cf.cond_br %arg1, ^bb1(%v7 : i32), ^bb1(%v7 : i32)
^bb1(%b1_0: i32):
  %v8 = arith.constant 1 : index
  %v9 = arith.constant 1 : i64
  cf.switch %v9 : i64, [
    default: ^bb1(%b1_0 : i32),
    0: ^bb1(%b1_0 : i32)
  ]
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : index
  cf.cond_br %arg1, ^bb2(%arg1 : i1), ^bb1(%arg1 : i1)
^bb1(%b1_0: i1):
  %v3 = arith.constant 7 : i32
  %v4 = arith.addi %v3, %v3 : i32
  %v5 = arith.constant 42 : i32
  %v6 = arith.constant true
  %v7 = arith.constant 3 : i64
  cf.br ^bb2(%v6 : i1)
^bb2(%b2_0: i1):
  %v8 = arith.constant 0 : i32
  %v9 = arith.constant true
  %v10 = arith.constant 2 : index
  %v11 = arith.constant 42 : i64
  cf.assert %arg0, "check"
  %v12 = arith.constant 0 : index
  %v13 = arith.ceildivsi %v11, %v11 : i64
  %v14 = arith.floordivsi %v12, %v12 : index
  return %v8 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i64, %arg2: i1, %arg3: i1) -> i64 {
  %v1 = arith.ori %arg1, %arg1 : i64
  %v2 = arith.constant 1 : i32
  %v3 = arith.constant 0 : i64
  cf.br ^bb1(%arg3 : i1)
^bb1(%b1_0: i1):
  %v4 = arith.constant 42 : i64
  %v5 = arith.cmpi eq, %b1_0, %arg0 : i1
  %v6 = arith.constant -1 : i32
  %v7 = arith.ori %arg1, %arg1 : i64
  return %v4 : i64
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i64, %arg3: i1) -> i32 {
  %v1 = arith.constant 3 : i32
  return %v1 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: index, %arg2: i1) -> i64 {
  %v1 = arith.constant false
  %v2 = arith.constant 0 : i32
  %v3 = arith.constant 3 : i64
  %v4 = arith.cmpi sgt, %v1, %v1 : i1
  return %v3 : i64
}

// -----

func.func @f0(%arg0: i32, %arg1: i64, %arg2: i32, %arg3: i1) -> i32 {
  %v1 = arith.constant 7 : index
  %v2 = arith.cmpi sgt, %arg3, %arg3 : i1
  %v3 = arith.cmpi uge, %arg1, %arg1 : i64
  %v4 = arith.addi %v1, %v1 : index
  %v5 = arith.cmpi sle, %arg2, %arg0 : i32
  cf.cond_br %v2, ^bb3(%v1, %v1 : index, index), ^bb2(%v1, %arg1 : index, i64)
^bb1:
  %v6 = arith.constant 1 : i32
  %v7 = arith.constant false
  %v8 = arith.cmpi sge, %arg2, %arg2 : i32
  %v9 = arith.select %arg3, %arg1, %arg1 : i64
  %v10 = arith.constant 42 : index
  %v11 = arith.constant 3 : i64
  %v12 = arith.cmpi ule, %arg1, %arg1 : i64
  cf.cond_br %v8, ^bb2(%v10, %v11 : index, i64), ^bb2(%v10, %arg1 : index, i64)
^bb2(%b2_0: index, %b2_1: i64):
  "foo.use"(%b2_0) : (index) -> ()
  %v13 = arith.constant 1 : i32
  %v14 = arith.constant 2 : i32
  %v15 = arith.cmpi ugt, %arg3, %arg3 : i1
  "foo.use"(%b2_0) : (index) -> ()
  cf.switch %arg2 : i32, [
    default: ^bb3(%b2_0, %b2_0 : index, index),
    0: ^bb3(%b2_0, %b2_0 : index, index),
    1: ^bb3(%b2_0, %b2_0 : index, index)
  ]
^bb3(%b3_0: index, %b3_1: index):
  %v16 = arith.shrui %b3_1, %b3_0 : index
  %v17 = arith.subi %arg2, %arg0 : i32
  %v18 = arith.cmpi ne, %arg3, %arg3 : i1
  %v19 = arith.select %arg3, %arg0, %v17 : i32
  %v20 = arith.maxsi %arg2, %v19 : i32
  "foo.use"(%arg1) : (i64) -> ()
  cf.cond_br %arg3, ^bb1, ^bb3(%v16, %b3_0 : index, index)
}
func.func @f1(%arg0: i32, %arg1: i1, %arg2: i1) -> i32 {
  %v1 = arith.constant 42 : index
  "foo.use"(%arg2) : (i1) -> ()
  %v2 = arith.floordivsi %v1, %v1 : index
  %v3 = arith.constant 1 : i64
  "foo.use"(%v3) : (i64) -> ()
  %v4 = arith.minui %arg0, %arg0 : i32
  %v5 = arith.select %arg2, %arg1, %arg1 : i1
  %v6 = arith.constant 1 : index
  return %v4 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1) -> i32 {
  %v1 = arith.constant 2 : index
  "foo.use"(%v1) : (index) -> ()
  cf.br ^bb2(%v1 : index)
^bb1(%b1_0: i32, %b1_1: i64):
  %v2 = arith.constant 1 : index
  "foo.use"(%b1_0) : (i32) -> ()
  %v3 = arith.cmpi ule, %b1_0, %b1_0 : i32
  "foo.use"(%b1_0) : (i32) -> ()
  cf.assert %arg0, "check"
  cf.assert %arg0, "check"
  "foo.use"(%v3) : (i1) -> ()
  %v4 = arith.constant 0 : i64
  cf.switch %b1_0 : i32, [
    default: ^bb2(%v2 : index),
    1: ^bb2(%v2 : index),
    4: ^bb2(%v2 : index)
  ]
^bb2(%b2_0: index):
  %v5 = arith.constant 2 : i32
  %v6 = arith.cmpi slt, %arg1, %arg0 : i1
  %v7 = arith.constant 7 : i64
  %v8 = arith.constant 1 : i32
  %v9 = arith.cmpi eq, %arg0, %arg1 : i1
  %v10 = arith.cmpi ult, %v6, %arg1 : i1
  "foo.use"(%b2_0) : (index) -> ()
  %v11 = arith.muli %v7, %v7 : i64
  return %v5 : i32
}
func.func @f1(%arg0: index, %arg1: i32, %arg2: i1, %arg3: i1) -> i32 {
  "foo.use"(%arg2) : (i1) -> ()
  %v1 = arith.constant 42 : i32
  %v2 = arith.constant 3 : i64
  %v3 = arith.subi %arg0, %arg0 : index
  cf.assert %arg3, "check"
  cf.br ^bb2(%arg1 : i32)
^bb1(%b1_0: index):
  %v4 = arith.constant true
  cf.br ^bb3(%arg0, %arg1 : index, i32)
^bb2(%b2_0: i32):
  %v5 = arith.select %arg3, %arg3, %arg2 : i1
  cf.cond_br %v5, ^bb3(%arg0, %arg1 : index, i32), ^bb3(%arg0, %b2_0 : index, i32)
^bb3(%b3_0: index, %b3_1: i32):
  %v6 = arith.constant 3 : i64
  return %b3_1 : i32
}

// -----

func.func @f0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i1) -> i64 {
  %v1 = arith.constant 3 : i64
  %v2 = arith.constant false
  cf.assert %v2, "check"
  %v3 = arith.cmpi eq, %arg2, %arg2 : i32
  %v4 = arith.select %arg3, %v3, %arg0 : i1
  %v5 = arith.constant 7 : i64
  cf.cond_br %v4, ^bb2(%arg3, %v5 : i1, i64), ^bb2(%v2, %v5 : i1, i64)
^bb1:
  %v6 = arith.constant true
  %v7 = arith.constant 0 : i64
  %v8 = arith.constant 2 : i32
  %v9 = arith.constant false
  %v10 = arith.subi %v8, %v8 : i32
  %v11 = arith.cmpi ugt, %arg0, %v6 : i1
  cf.cond_br %v11, ^bb2(%arg0, %v7 : i1, i64), ^bb2(%arg0, %v7 : i1, i64)
^bb2(%b2_0: i1, %b2_1: i64):
  %v12 = arith.andi %arg2, %arg2 : i32
  %v13 = arith.cmpi ugt, %b2_1, %b2_1 : i64
  %v14 = arith.constant -1 : index
  %v15 = arith.subi %v14, %v14 : index
  %v16 = arith.cmpi sle, %v12, %v12 : i32
  cf.switch %v12 : i32, [
    default: ^bb2(%arg0, %b2_1 : i1, i64),
    4: ^bb1
  ]
}
func.func @f1(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 0 : i64
  %v2 = arith.divui %v1, %v1 : i64
  "foo.use"(%v2) : (i64) -> ()
  %v3 = arith.ceildivsi %arg0, %arg0 : index
  %v4 = arith.constant 0 : i32
  %v5 = arith.divui %v2, %v1 : i64
  %v6 = arith.divui %v5, %v5 : i64
  %v7 = arith.constant 1 : index
  cf.br ^bb1(%v7, %v6 : index, i64)
^bb1(%b1_0: index, %b1_1: i64):
  %v8 = arith.constant 1 : i32
  %v9 = arith.constant false
  return %v8 : i32
}
func.func @f2(%arg0: i32, %arg1: i1) -> i32 {
  %v1 = arith.constant true
  %v2 = arith.constant 7 : i64
  %v3 = arith.cmpi sle, %arg0, %arg0 : i32
  return %arg0 : i32
}

// -----

func.func @f0(%arg0: index, %arg1: i1) -> i32 {
  %v1 = arith.constant 3 : i32
  %v2 = arith.constant 2 : index
  %v3 = arith.remsi %arg0, %v2 : index
  %v4 = arith.select %arg1, %v1, %v1 : i32
  cf.assert %arg1, "check"
  return %v4 : i32
}
func.func @f1(%arg0: i32, %arg1: index, %arg2: i1) -> i32 {
  %v1 = arith.constant false
  %v2 = arith.minui %arg0, %arg0 : i32
  %v3 = arith.constant 1 : i64
  %v4 = arith.cmpi sgt, %arg2, %arg2 : i1
  %v5 = arith.constant 2 : index
  cf.br ^bb3(%v5 : index)
^bb1:
  %v6 = arith.constant false
  %v7 = arith.constant 5 : i64
  cf.cond_br %arg2, ^bb3(%arg1 : index), ^bb4(%v7 : i64)
^bb2(%b2_0: i32, %b2_1: i1):
  cf.assert %b2_1, "check"
  %v8 = arith.addi %arg1, %arg1 : index
  %v9 = arith.ori %arg0, %b2_0 : i32
  %v10 = arith.select %b2_1, %b2_0, %b2_0 : i32
  cf.br ^bb3(%v8 : index)
^bb3(%b3_0: index):
  %v11 = arith.constant 42 : i64
  %v12 = arith.cmpi ule, %arg2, %arg2 : i1
  %v13 = arith.cmpi ult, %b3_0, %arg1 : index
  %v14 = arith.cmpi ult, %v12, %v12 : i1
  cf.cond_br %v13, ^bb4(%v11 : i64), ^bb4(%v11 : i64)
^bb4(%b4_0: i64):
  %v15 = arith.shrui %arg1, %arg1 : index
  %v16 = arith.constant 3 : i32
  %v17 = arith.constant -1 : index
  %v18 = arith.ceildivsi %arg0, %arg0 : i32
  %v19 = arith.remsi %v16, %v18 : i32
  %v20 = arith.minui %b4_0, %b4_0 : i64
  %v21 = arith.andi %v16, %v19 : i32
  return %v19 : i32
}
func.func @f2(%arg0: i32, %arg1: i1) -> i64 {
  %v1 = arith.constant 2 : index
  %v2 = arith.cmpi ult, %arg1, %arg1 : i1
  %v3 = arith.cmpi ugt, %arg1, %arg1 : i1
  %v4 = arith.cmpi sge, %v2, %v3 : i1
  %v5 = arith.remsi %arg0, %arg0 : i32
  %v6 = arith.constant 7 : index
  %v7 = arith.constant 9 : i64
  return %v7 : i64
}

// arith ops on vectors (fixed and scalable) and ranked and unranked tensors.

func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2x3xf32>,
                   %s: vector<[4]xi64>, %m: vector<2x[8]xf16>) {
  %0 = arith.addi %a, %b overflow<nsw> : vector<4xi32>
  %1 = arith.divsi %a, %b exact : vector<4xi32>
  %2 = arith.mulf %x, %x fastmath<fast> : vector<2x3xf32>
  %3 = arith.negf %m : vector<2x[8]xf16>
  %4 = arith.cmpi sge, %a, %b : vector<4xi32>
  %5 = arith.cmpf ult, %x, %x : vector<2x3xf32>
  %6 = arith.extsi %a : vector<4xi32> to vector<4xi64>
  %7 = arith.trunci %s overflow<nuw> : vector<[4]xi64> to vector<[4]xi8>
  %8 = arith.sitofp %a : vector<4xi32> to vector<4xf32>
  %9 = arith.extf %m : vector<2x[8]xf16> to vector<2x[8]xf32>
  %10 = arith.truncf %x upward : vector<2x3xf32> to vector<2x3xbf16>
  %11 = arith.bitcast %a : vector<4xi32> to vector<4xf32>
  %12 = arith.index_cast %s : vector<[4]xi64> to vector<[4]xindex>
  %13:2 = arith.addui_extended %a, %b : vector<4xi32>, vector<4xi1>
  %14:2 = arith.mulsi_extended %s, %s : vector<[4]xi64>
  %15 = arith.shli %a, %b : vector<4xi32>
  %16 = arith.remf %x, %x : vector<2x3xf32>
  %17 = arith.fptoui %x : vector<2x3xf32> to vector<2x3xi16>
  %18 = arith.ceildivui %a, %b : vector<4xi32>
  %19 = arith.maxsi %a, %b : vector<4xi32>
  %20 = arith.minsi %s, %s : vector<[4]xi64>
  %21 = arith.minui %a, %b : vector<4xi32>
  %22 = arith.ori %a, %b : vector<4xi32>
  %23 = arith.remui %a, %b : vector<4xi32>
  %24 = arith.xori %s, %s : vector<[4]xi64>
  %25 = arith.andi %a, %b : vector<4xi32>
  %26 = arith.divui %a, %b : vector<4xi32>
  %27 = arith.ceildivsi %a, %b : vector<4xi32>
  %28 = arith.shrsi %a, %b exact : vector<4xi32>
  %29 = arith.shrui %a, %b : vector<4xi32>
  %30 = arith.subi %a, %b overflow<nsw, nuw> : vector<4xi32>
  %31 = arith.muli %a, %b : vector<4xi32>
  %32:2 = arith.mului_extended %a, %b : vector<4xi32>
  %33 = arith.maxnumf %x, %x : vector<2x3xf32>
  %34 = arith.minnumf %x, %x : vector<2x3xf32>
  %35 = arith.divf %x, %x fastmath<arcp> : vector<2x3xf32>
  %36 = arith.subf %x, %x : vector<2x3xf32>
  %37 = arith.addf %x, %x : vector<2x3xf32>
  %38 = arith.maximumf %x, %x : vector<2x3xf32>
  %39 = arith.uitofp %a : vector<4xi32> to vector<4xf16>
  %40 = arith.fptosi %x : vector<2x3xf32> to vector<2x3xi32>
  %41 = arith.extui %a : vector<4xi32> to vector<4xi64>
  %42 = arith.index_castui %s : vector<[4]xi64> to vector<[4]xindex>
  return
}

func.func @tensors(%a: tensor<?xi32>, %b: tensor<?xi32>, %x: tensor<2x?xf64>,
                   %u: tensor<*xf32>, %i: tensor<4xindex>) {
  %0 = arith.subi %a, %b : tensor<?xi32>
  %1 = arith.maxui %a, %b : tensor<?xi32>
  %2 = arith.minimumf %x, %x : tensor<2x?xf64>
  %3 = arith.addf %u, %u : tensor<*xf32>
  %4 = arith.cmpi ne, %i, %i : tensor<4xindex>
  %5 = arith.index_castui %i : tensor<4xindex> to tensor<4xi32>
  %6 = arith.uitofp %a : tensor<?xi32> to tensor<?xf32>
  %7 = arith.truncf %x : tensor<2x?xf64> to tensor<2x?xf32>
  %8 = arith.extui %a : tensor<?xi32> to tensor<?xi64>
  %9:2 = arith.mului_extended %i, %i : tensor<4xindex>
  %10 = arith.fptosi %x : tensor<2x?xf64> to tensor<2x?xi32>
  %11 = arith.negf %u fastmath<nnan,nsz> : tensor<*xf32>
  %12 = arith.floordivsi %a, %b : tensor<?xi32>
  %13 = arith.remsi %a, %b : tensor<?xi32>
  %14 = arith.minsi %a, %b : tensor<?xi32>
  %15 = arith.shli %a, %b overflow<nuw> : tensor<?xi32>
  %16 = arith.divsi %a, %b : tensor<?xi32>
  %17:2 = arith.addui_extended %i, %i : tensor<4xindex>, tensor<4xi1>
  %18:2 = arith.mulsi_extended %a, %b : tensor<?xi32>
  %19 = arith.maxnumf %u, %u : tensor<*xf32>
  %20 = arith.minnumf %x, %x : tensor<2x?xf64>
  %21 = arith.remf %x, %x : tensor<2x?xf64>
  %22 = arith.cmpf une, %x, %x fastmath<fast> : tensor<2x?xf64>
  %23 = arith.sitofp %a : tensor<?xi32> to tensor<?xf64>
  %24 = arith.bitcast %a : tensor<?xi32> to tensor<?xf32>
  %25 = arith.index_cast %i : tensor<4xindex> to tensor<4xi64>
  %26 = arith.trunci %a : tensor<?xi32> to tensor<?xi1>
  %27 = arith.extsi %a : tensor<?xi32> to tensor<?xi64>
  %28 = arith.extf %x : tensor<2x?xf64> to tensor<2x?xf128>
  %29 = arith.xori %i, %i : tensor<4xindex>
  return
}

func.func @scaling_vectors(%x: vector<32xbf16>, %s: vector<32xf8E8M0FNU>, %f: vector<32xf4E2M1FN>) {
  %0 = arith.scaling_truncf %x, %s : vector<32xbf16>, vector<32xf8E8M0FNU> to vector<32xf4E2M1FN>
  %1 = arith.scaling_extf %f, %s : vector<32xf4E2M1FN>, vector<32xf8E8M0FNU> to vector<32xbf16>
  return
}

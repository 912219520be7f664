// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16, Vector16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi8>) {
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.cmpf oeq, %v1, %v1 : f32
    %v3 = arith.constant dense<42> : vector<3xi8>
    %v4 = arith.index_cast %v3 : vector<3xi8> to vector<3xindex>
    %v5 = arith.constant dense<[3, 2, 1]> : vector<3xindex>
    %v6 = arith.minsi %v5, %v5 : vector<3xindex>
    return
  }
}

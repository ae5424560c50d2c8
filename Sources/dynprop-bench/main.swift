import DynPropBench

BenchmarkSuite.main()

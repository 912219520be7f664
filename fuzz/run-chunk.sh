#!/bin/sh
# Runs one chunk of the read_verify_passes fuzz target: ./run-chunk.sh NAME RUNS
# (from fuzz/); the log goes to logs/NAME.log.
set -e
cd "$(dirname "$0")"
mkdir -p logs work-corpus/read_verify_passes artifacts/read_verify_passes
exec cargo +nightly fuzz run -s none read_verify_passes \
    work-corpus/read_verify_passes corpus/read_verify_passes -- \
    -dict=mlir.dict -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -print_final_stats=1 -runs="$2" > "logs/$1.log" 2>&1

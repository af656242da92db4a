# Shortcuts for a machine that already has make; the scripts install everything themselves.
.PHONY: run test test-sanitize bench clean
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh
test-sanitize:
	CLIMBSIM_SANITIZE=1 bash scripts/test.sh
bench:
	bash scripts/deps.sh && bash scripts/build.sh release && build/release/bench/climbsim_bench
clean:
	rm -rf build results

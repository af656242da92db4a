#!/usr/bin/env python3
"""The numpy peer of climbsim's kernels: Generator.binomial on the same work, on one core.

Usage: numpy_clamber.py WORK ATTEMPTS [REPETITIONS]; prints the CSV rows
numpy,WORK,repetition,attempts_per_second, one a run (default 3 runs)."""
import sys
import time

import numpy as np


def clamber_7x2(rng, n):
    # 7 minis of 1 wound roll 2 white dice each: wounds capped at 7, one mini lost per wound.
    wounds = np.minimum(rng.binomial(14, 1 / 6, size=n), 7)
    return int(wounds.sum())


def plan_clamber1x3_6(rng, n):
    # clamber1 three times, 6 minis of 1 wound: only survivors roll in the next step.
    taken = np.zeros(n, dtype=np.int64)
    for _ in range(3):
        taken = np.minimum(taken + rng.binomial(6 - taken, 1 / 6), 6)
    return int(taken.sum())


def main():
    work, attempts = sys.argv[1], int(float(sys.argv[2]))
    repetitions = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    kernel = {"clamber-7x2": clamber_7x2, "plan-clamber1x3-6": plan_clamber1x3_6}[work]
    rng = np.random.default_rng(1)
    batch = min(attempts, 1 << 22)
    for rep in range(1, repetitions + 1):
        start = time.perf_counter()
        done = 0
        while done < attempts:
            m = min(batch, attempts - done)
            kernel(rng, m)
            done += m
        print(f"numpy,{work},{rep},{attempts / (time.perf_counter() - start):.6g}")


if __name__ == "__main__":
    main()

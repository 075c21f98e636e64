"""Hullwright's benchmarks (``make bench``): latency, throughput, start-up and memory, as ratios.

Benchmarks are not tests: pytest never collects this folder (``testpaths = ["tests"]``). Every
benchmark walks the game registry, so each game that lands is measured with no code here.
"""

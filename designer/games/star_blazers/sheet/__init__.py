"""The record sheets: display lists built from (design, evaluation) pairs, no drawing library."""

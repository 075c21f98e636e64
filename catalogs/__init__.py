"""Each game's rules data, standard designs, fleets and profiles (YAML), shipped as package data."""

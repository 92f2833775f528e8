"""Step definitions of the facedown suite (pytest-bdd), and the module that binds the features to them."""

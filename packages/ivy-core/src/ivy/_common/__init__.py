"""Code shared by the api templates and every backend, written once."""

import torch

from ivy.backends.torch._promotion import binary

# differs: torch.matmul needs one dtype.
matmul = binary(torch.matmul, scalars=False)

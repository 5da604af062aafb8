import numpy as np

matmul = np.matmul

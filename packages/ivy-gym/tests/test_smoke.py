import re
import subprocess
import sys

import gymnasium

import ivy_gym
from ivy_gym import envs


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_gym.__version__)


def test_every_module_name_is_exported_flat():
    from ivy_gym import _env, _functional, _registration, _vector_env
    from ivy_gym.envs import acrobot, cartpole, mountain_car, pendulum, reacher, swimmer

    env_modules = [acrobot, cartpole, mountain_car, pendulum, reacher, swimmer]
    modules = [_env, _functional, _registration, _vector_env, *env_modules]
    names = [name for module in modules for name in module.__all__]
    assert len(names) == len(set(names))
    assert sorted(ivy_gym.__all__) == sorted(names)
    assert sorted(envs.__all__) == sorted(n for module in env_modules for n in module.__all__)
    for module in modules:
        for name in module.__all__:
            assert getattr(ivy_gym, name) is getattr(module, name), name


def test_ids_are_registered():
    assert len(ivy_gym.ENV_IDS) == 6
    for env_id in ivy_gym.ENV_IDS:
        spec = gymnasium.spec(env_id)
        assert spec.entry_point.startswith("ivy_gym.envs.") and spec.vector_entry_point is not None


def test_import_loads_no_framework():
    frameworks = ("torch", "jax", "tensorflow", "paddle", "mxnet", "keras")
    code = f"import sys, ivy_gym; print([m for m in {frameworks!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout

"""`transformers` models from random configs (no downloads), shared by the tests and the benchmark.

``BUILDERS[name](size="test")`` returns ``(model, args, kwargs)``: the model in ``eval()`` mode and
example torch inputs for ``model(*args, **kwargs)`` (tensors only: options are in the configs). ``size="test"`` is tiny (the test suite runs
on two shared cores); ``size="bench"`` is small but realistic (a few layers of a real width at a
real sequence length or image size), for latency measurements. Every builder seeds torch itself,
so a builder gives the same weights and inputs on every call.

``SUITE`` names the issue's acceptance models, ``FAMILIES`` the other model families the
transpiler covers. This module imports neither pytest nor (until a builder runs) torch or
``transformers``: the benchmark imports it by path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SIZES = ("test", "bench")


def _setup(size: str) -> tuple[Any, Any]:
    if size not in SIZES:
        raise ValueError(f"model_zoo: size must be one of {SIZES}, got {size!r}")
    import torch
    import transformers

    torch.manual_seed(0)
    return torch, transformers


def _ready(model: Any, args: tuple, kwargs: dict | None = None) -> tuple[Any, tuple, dict]:
    kwargs = kwargs or {}
    _calibrate_batch_norms(model, args, kwargs)
    return model.eval(), args, kwargs


def _calibrate_batch_norms(model: Any, args: tuple, kwargs: dict) -> None:
    """Gives batch norms the statistics and affine parameters of a trained model.

    A fresh batch norm in eval mode is the identity (mean 0, variance 1), and with the small
    initial weights of ``transformers`` the activations of a deep CNN shrink towards zero
    (MobileNetV2's outputs are ~1e-25): a comparison of such outputs tests nothing. Here the
    running statistics are those of 16 random inputs like the example (one pass in training
    mode, cumulative averages; fewer samples give the last, 1x1 stages variances of near zero,
    which amplify rounding errors) and the scales and shifts are random.
    """
    import torch

    norms = [m for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    if not norms:
        return
    with torch.no_grad():
        for norm in norms:
            norm.reset_running_stats()
            norm.momentum = None  # the cumulative average of the batches seen
            if norm.affine:
                norm.weight.uniform_(0.5, 1.5)
                norm.bias.uniform_(-0.5, 0.5)
        model.train()
        model(*(torch.randn(16, *a.shape[1:]) for a in args), **kwargs)
        model.eval()


def _padding_mask(torch: Any, batch: int, length: int) -> Any:
    """An attention mask whose last row is padded (the general branch of masking code)."""
    mask = torch.ones(batch, length, dtype=torch.long)
    mask[-1, length - max(length // 4, 1) :] = 0
    return mask


def _text_inputs(torch: Any, vocab: int, batch: int, length: int) -> tuple[tuple, dict]:
    ids = torch.randint(3, vocab, (batch, length))  # above the pad/bos/eos ids of every config
    return (ids,), {"attention_mask": _padding_mask(torch, batch, length)}


# --- the acceptance suite -----------------------------------------------------------------------


def bert(size: str = "test") -> tuple[Any, tuple, dict]:
    """``BertModel``: ids with a padded attention mask."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(
            hidden_size=16, num_hidden_layers=2, num_attention_heads=2, intermediate_size=32
        )
        vocab, batch, length = 50, 2, 7
    else:
        dims = dict(
            hidden_size=256, num_hidden_layers=4, num_attention_heads=4, intermediate_size=1024
        )
        vocab, batch, length = 30522, 8, 128
    config = tf.BertConfig(
        vocab_size=vocab,
        max_position_embeddings=max(length, 32),
        attn_implementation="eager",
        **dims,
    )
    return _ready(tf.BertModel(config), *_text_inputs(torch, vocab, batch, length))


def vit(size: str = "test") -> tuple[Any, tuple, dict]:
    """``ViTModel``: images."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(
            hidden_size=16, num_hidden_layers=2, num_attention_heads=2, intermediate_size=32
        )
        image, patch, batch = 16, 8, 2
    else:
        dims = dict(
            hidden_size=192, num_hidden_layers=4, num_attention_heads=3, intermediate_size=768
        )
        image, patch, batch = 224, 16, 8
    config = tf.ViTConfig(image_size=image, patch_size=patch, attn_implementation="eager", **dims)
    return _ready(tf.ViTModel(config), (torch.randn(batch, 3, image, image),))


def convnext(size: str = "test") -> tuple[Any, tuple, dict]:
    """``ConvNextModel``: images (depthwise 7x7 convolutions, channels-last layer norms)."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(hidden_sizes=[8, 16], depths=[1, 1], num_stages=2)
        image, batch = 32, 2
    else:  # ConvNeXt-tiny's layout at half its width
        dims = dict(hidden_sizes=[48, 96, 192, 384], depths=[3, 3, 9, 3], num_stages=4)
        image, batch = 224, 4
    config = tf.ConvNextConfig(image_size=image, **dims)
    return _ready(tf.ConvNextModel(config), (torch.randn(batch, 3, image, image),))


def whisper(size: str = "test") -> tuple[Any, tuple, dict]:
    """``WhisperModel`` (encoder-decoder): log-mel features and decoder ids."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(d_model=16, encoder_layers=2, decoder_layers=2, encoder_ffn_dim=32)
        heads, mels, positions, vocab, batch, length = 2, 8, 16, 60, 2, 5
    else:  # whisper-tiny's widths, 15 s of audio
        dims = dict(d_model=384, encoder_layers=4, decoder_layers=4, encoder_ffn_dim=1536)
        heads, mels, positions, vocab, batch, length = 6, 80, 750, 51865, 2, 32
    config = tf.WhisperConfig(
        vocab_size=vocab,
        num_mel_bins=mels,
        encoder_attention_heads=heads,
        decoder_attention_heads=heads,
        decoder_ffn_dim=dims["encoder_ffn_dim"],
        max_source_positions=positions,
        max_target_positions=max(2 * length, 32),
        pad_token_id=1,
        bos_token_id=2,
        eos_token_id=2,
        decoder_start_token_id=2,
        use_cache=False,  # no key/value cache among the outputs
        attn_implementation="eager",
        **dims,
    )
    features = torch.randn(batch, mels, 2 * positions)  # the encoder's two convolutions halve it
    decoder_ids = torch.randint(3, vocab, (batch, length))
    kwargs = {"decoder_input_ids": decoder_ids}
    return _ready(tf.WhisperModel(config), (features,), kwargs)


def clip(size: str = "test") -> tuple[Any, tuple, dict]:
    """``CLIPModel``: padded text ids and images; nested text and vision outputs."""
    torch, tf = _setup(size)
    if size == "test":
        text = dict(
            hidden_size=16, intermediate_size=32, num_hidden_layers=2, num_attention_heads=2
        )
        vision = dict(text, image_size=16, patch_size=8)
        vocab, length, batch, projection = 50, 7, 2, 8
    else:  # CLIP's layout at ViT-tiny widths
        text = dict(
            hidden_size=256, intermediate_size=1024, num_hidden_layers=4, num_attention_heads=4
        )
        vision = dict(
            hidden_size=192,
            intermediate_size=768,
            num_hidden_layers=4,
            num_attention_heads=3,
            image_size=224,
            patch_size=16,
        )
        vocab, length, batch, projection = 49408, 77, 8, 256
    config = tf.CLIPConfig(
        text_config=dict(
            text,
            vocab_size=vocab,
            max_position_embeddings=max(length, 32),
            pad_token_id=0,
            bos_token_id=1,
            eos_token_id=3,  # not 2: that selects the legacy pooling (at the largest id)
        ),
        vision_config=vision,
        projection_dim=projection,
        attn_implementation="eager",
    )
    ids = torch.randint(4, vocab, (batch, length))
    ids[:, -1] = 3  # eos ends every text: the pooled output is read there
    image = vision["image_size"]
    kwargs = {
        "pixel_values": torch.randn(batch, 3, image, image),
        "attention_mask": torch.ones(batch, length, dtype=torch.long),
    }
    return _ready(tf.CLIPModel(config), (ids,), kwargs)


# --- other model families -----------------------------------------------------------------------


def _tiny_text(size: str, **dims: Any) -> dict:
    if size == "test":
        base = dict(
            hidden_size=16, num_hidden_layers=2, num_attention_heads=2, intermediate_size=32
        )
    else:
        base = dict(
            hidden_size=256, num_hidden_layers=4, num_attention_heads=4, intermediate_size=1024
        )
    return {**base, **dims}


def _text_shape(size: str) -> tuple[int, int, int]:
    """(vocab, batch, length)."""
    return (50, 2, 7) if size == "test" else (30522, 8, 128)


def _image_shape(size: str) -> tuple[int, int]:
    """(image size, batch)."""
    return (32, 2) if size == "test" else (224, 8)


def resnet(size: str = "test") -> tuple[Any, tuple, dict]:
    """``ResNetModel`` (bottleneck blocks, batch norm in eval mode)."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1])
    else:
        dims = dict(embedding_size=64, hidden_sizes=[64, 128, 256, 512], depths=[2, 2, 2, 2])
    image, batch = _image_shape(size)
    model = tf.ResNetModel(tf.ResNetConfig(layer_type="bottleneck", **dims))
    return _ready(model, (torch.randn(batch, 3, image, image),))


def bit(size: str = "test") -> tuple[Any, tuple, dict]:
    """``BitModel`` (weight-standardised convolutions, group norm, "SAME" padding)."""
    torch, tf = _setup(size)
    if size == "test":
        dims = dict(embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1], num_groups=2)
    else:
        dims = dict(
            embedding_size=64, hidden_sizes=[64, 128, 256, 512], depths=[1, 1, 1, 1], num_groups=8
        )
    image, batch = _image_shape(size)
    config = tf.BitConfig(layer_type="preactivation", global_padding="SAME", **dims)
    return _ready(tf.BitModel(config), (torch.randn(batch, 3, image, image),))


def mobilenet_v2(size: str = "test") -> tuple[Any, tuple, dict]:
    """``MobileNetV2Model`` (depthwise convolutions, ReLU6, TensorFlow-style padding)."""
    torch, tf = _setup(size)
    image, batch = _image_shape(size)
    multiplier = 0.35 if size == "test" else 1.0
    config = tf.MobileNetV2Config(image_size=image, depth_multiplier=multiplier, tf_padding=True)
    return _ready(tf.MobileNetV2Model(config), (torch.randn(batch, 3, image, image),))


def swin(size: str = "test") -> tuple[Any, tuple, dict]:
    """``SwinModel`` (shifted windows: rolls, window partitions, relative position bias)."""
    torch, tf = _setup(size)
    image, batch = _image_shape(size)
    if size == "test":
        dims = dict(embed_dim=8, depths=[2, 1], num_heads=[1, 2], window_size=4, patch_size=4)
    else:
        dims = dict(embed_dim=48, depths=[2, 2, 2], num_heads=[2, 4, 8], window_size=7)
    config = tf.SwinConfig(image_size=image, attn_implementation="eager", **dims)
    return _ready(tf.SwinModel(config), (torch.randn(batch, 3, image, image),))


def cvt(size: str = "test") -> tuple[Any, tuple, dict]:
    """``CvtModel`` (convolutional token embeddings and projections, a class token at the end)."""
    torch, tf = _setup(size)
    image, batch = _image_shape(size)
    if size == "test":
        # depth[i] > i: CvtStage indexes its drop-path rates by the stage number
        dims = dict(embed_dim=[8, 16], num_heads=[1, 2], depth=[1, 2], cls_token=[False, True])
        dims.update(
            patch_sizes=[7, 3], patch_stride=[4, 2], patch_padding=[2, 1], mlp_ratio=[2.0, 2.0]
        )
        dims.update(attention_drop_rate=[0.0, 0.0], drop_rate=[0.0, 0.0], drop_path_rate=[0.0, 0.0])
        dims.update(qkv_bias=[True, True], kernel_qkv=[3, 3], padding_kv=[1, 1])
        dims.update(
            stride_kv=[2, 2],
            padding_q=[1, 1],
            stride_q=[1, 1],
            qkv_projection_method=["dw_bn", "dw_bn"],
        )
    else:
        dims = dict(embed_dim=[64, 192, 384], num_heads=[1, 3, 6], depth=[1, 2, 4])
    return _ready(tf.CvtModel(tf.CvtConfig(**dims)), (torch.randn(batch, 3, image, image),))


def deit(size: str = "test") -> tuple[Any, tuple, dict]:
    """``DeiTModel`` (ViT with a distillation token)."""
    torch, tf = _setup(size)
    image, batch = _image_shape(size)
    patch = 8 if size == "test" else 16
    config = tf.DeiTConfig(
        image_size=image, patch_size=patch, attn_implementation="eager", **_tiny_text(size)
    )
    return _ready(tf.DeiTModel(config), (torch.randn(batch, 3, image, image),))


def beit(size: str = "test") -> tuple[Any, tuple, dict]:
    """``BeitModel`` (relative position bias, layer scale, mean pooling)."""
    torch, tf = _setup(size)
    image, batch = _image_shape(size)
    patch = 8 if size == "test" else 16
    config = tf.BeitConfig(
        image_size=image,
        patch_size=patch,
        use_relative_position_bias=True,
        use_mean_pooling=True,
        attn_implementation="eager",
        **_tiny_text(size),
    )
    return _ready(tf.BeitModel(config), (torch.randn(batch, 3, image, image),))


def blenderbot(size: str = "test") -> tuple[Any, tuple, dict]:
    """``BlenderbotModel`` (encoder-decoder): ids with padding and decoder ids."""
    torch, tf = _setup(size)
    vocab, batch, length = _text_shape(size)
    if size == "test":
        dims = dict(d_model=16, encoder_layers=2, decoder_layers=2, encoder_ffn_dim=32)
        dims.update(decoder_ffn_dim=32, encoder_attention_heads=2, decoder_attention_heads=2)
    else:
        dims = dict(d_model=256, encoder_layers=2, decoder_layers=4, encoder_ffn_dim=1024)
        dims.update(decoder_ffn_dim=1024, encoder_attention_heads=4, decoder_attention_heads=4)
    config = tf.BlenderbotConfig(
        vocab_size=vocab,
        max_position_embeddings=max(length, 32),
        pad_token_id=0,
        bos_token_id=1,
        eos_token_id=2,
        decoder_start_token_id=1,
        use_cache=False,  # no key/value cache among the outputs
        attn_implementation="eager",
        **dims,
    )
    args, kwargs = _text_inputs(torch, vocab, batch, length)
    kwargs["decoder_input_ids"] = torch.randint(3, vocab, (batch, max(length // 2, 3)))
    return _ready(tf.BlenderbotModel(config), args, kwargs)


def wav2vec2(size: str = "test") -> tuple[Any, tuple, dict]:
    """``Wav2Vec2Model`` (a convolutional feature encoder, a weight-normed positional convolution)."""
    torch, tf = _setup(size)
    if size == "test":
        dims = _tiny_text(size, conv_dim=(8, 8), conv_stride=(5, 2), conv_kernel=(10, 3))
        dims.update(num_conv_pos_embeddings=8, num_conv_pos_embedding_groups=2)
        batch, samples = 2, 400
    else:
        dims = _tiny_text(size)
        batch, samples = 4, 16000
    config = tf.Wav2Vec2Config(
        feat_extract_norm="layer", do_stable_layer_norm=True, attn_implementation="eager", **dims
    )
    return _ready(tf.Wav2Vec2Model(config), (torch.randn(batch, samples),))


def roformer(size: str = "test") -> tuple[Any, tuple, dict]:
    """``RoFormerModel`` (rotary position embeddings)."""
    torch, tf = _setup(size)
    vocab, batch, length = _text_shape(size)
    dims = _tiny_text(size)
    config = tf.RoFormerConfig(
        vocab_size=vocab,
        embedding_size=dims["hidden_size"],
        max_position_embeddings=max(length, 32),
        **dims,
    )
    return _ready(tf.RoFormerModel(config), *_text_inputs(torch, vocab, batch, length))


def mobilebert(size: str = "test") -> tuple[Any, tuple, dict]:
    """``MobileBertModel`` (bottlenecks, stacked feed-forward networks, NoNorm)."""
    torch, tf = _setup(size)
    vocab, batch, length = _text_shape(size)
    if size == "test":
        dims = dict(hidden_size=32, embedding_size=8, intra_bottleneck_size=16, true_hidden_size=16)
        dims.update(num_hidden_layers=2, num_attention_heads=2, intermediate_size=32)
        dims.update(num_feedforward_networks=2)
    else:
        dims = dict(num_hidden_layers=6)  # MobileBERT's widths, 6 of its 24 layers
    config = tf.MobileBertConfig(vocab_size=vocab, max_position_embeddings=max(length, 32), **dims)
    return _ready(tf.MobileBertModel(config), *_text_inputs(torch, vocab, batch, length))


def distilbert(size: str = "test") -> tuple[Any, tuple, dict]:
    """``DistilBertModel``."""
    torch, tf = _setup(size)
    vocab, batch, length = _text_shape(size)
    if size == "test":
        dims = dict(dim=16, n_layers=2, n_heads=2, hidden_dim=32)
    else:
        dims = dict(dim=256, n_layers=4, n_heads=4, hidden_dim=1024)
    config = tf.DistilBertConfig(
        vocab_size=vocab,
        max_position_embeddings=max(length, 32),
        attn_implementation="eager",
        **dims,
    )
    return _ready(tf.DistilBertModel(config), *_text_inputs(torch, vocab, batch, length))


def roberta(size: str = "test") -> tuple[Any, tuple, dict]:
    """``RobertaModel`` (position ids counted from the non-padding tokens)."""
    torch, tf = _setup(size)
    vocab, batch, length = _text_shape(size)
    config = tf.RobertaConfig(
        vocab_size=vocab,
        max_position_embeddings=max(length, 32) + 2,
        pad_token_id=1,
        attn_implementation="eager",
        **_tiny_text(size),
    )
    return _ready(tf.RobertaModel(config), *_text_inputs(torch, vocab, batch, length))


SUITE: dict[str, Callable[..., tuple[Any, tuple, dict]]] = {
    "bert": bert,
    "vit": vit,
    "convnext": convnext,
    "whisper": whisper,
    "clip": clip,
}
"""The issue's acceptance models: outputs on every target, jit, gradients, standalone module."""

FAMILIES: dict[str, Callable[..., tuple[Any, tuple, dict]]] = {
    "resnet": resnet,
    "bit": bit,
    "mobilenet_v2": mobilenet_v2,
    "swin": swin,
    "cvt": cvt,
    "deit": deit,
    "beit": beit,
    "blenderbot": blenderbot,
    "wav2vec2": wav2vec2,
    "roformer": roformer,
    "mobilebert": mobilebert,
    "distilbert": distilbert,
    "roberta": roberta,
}
"""The other model families of the issue: outputs on jax."""

BUILDERS: dict[str, Callable[..., tuple[Any, tuple, dict]]] = {**SUITE, **FAMILIES}
"""name -> ``builder(size="test" | "bench") -> (model, args, kwargs)``."""

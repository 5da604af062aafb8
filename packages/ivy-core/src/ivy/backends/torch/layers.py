import torch
import torch.nn.functional as nnf

linear = nnf.linear


def embedding(weight, indices, /, max_norm=None):
    # differs: torch's max_norm renormalizes rows of weight in place; here the looked-up copies.
    rows = nnf.embedding(indices, weight)
    if max_norm is None:
        return rows
    norms = torch.linalg.vector_norm(rows, dim=-1, keepdim=True)
    return rows * torch.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0)


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    if is_causal and mask is not None:
        # differs: torch takes a mask or is_causal, not both: the causal mask joins the mask.
        causal = torch.ones(
            query.shape[-2], key.shape[-2], dtype=torch.bool, device=query.device
        ).tril()
        if mask.dtype == torch.bool:
            mask = mask & causal
        else:
            mask = mask.masked_fill(~causal, float("-inf"))
        is_causal = False
    return nnf.scaled_dot_product_attention(
        query,
        key,
        value,
        attn_mask=mask,
        is_causal=is_causal,
        scale=scale,
        dropout_p=dropout_p if training else 0.0,
    )


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
    # torch's fused LSTM kernel, with ivy's (in, 4H) kernels as torch's (4H, in) weights (views).
    params = [kernel.T, recurrent_kernel.T]
    if bias is not None or recurrent_bias is not None:
        zeros = torch.zeros_like(recurrent_kernel[0])
        params += [
            zeros if bias is None else bias,
            zeros if recurrent_bias is None else recurrent_bias,
        ]
    outputs, h, c = torch.lstm(
        x, (init_h[None], init_c[None]), params, len(params) == 4, 1, 0.0, False, False, True
    )
    return outputs, (h[0], c[0])

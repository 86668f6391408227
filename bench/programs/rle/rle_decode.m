function x = rle_decode(vals, runs)
% RLE_DECODE  Inverse of rle_encode, growing the output run by run.
x = vals([]);
for k = 1:numel(vals)
    x = [x, repmat(vals(k), 1, runs(k))]; %#ok<AGROW>
end
end

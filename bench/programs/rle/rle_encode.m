function [vals, runs] = rle_encode(x)
% RLE_ENCODE  Run-length encoding of a row vector (numeric or char).
if isempty(x)
    vals = x([]);
    runs = zeros(1, 0);
    return;
end
starts = [true, x(2:end) ~= x(1:end-1)];
vals = x(starts);
idx = [find(starts), numel(x) + 1];
runs = diff(idx);
end

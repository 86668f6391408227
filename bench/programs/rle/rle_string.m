function s = rle_string(vals, runs)
% RLE_STRING  Compact text form "3a2b1c" of a char run-length encoding.
s = '';
for k = 1:numel(vals)
    s = [s, num2str(runs(k)), vals(k)]; %#ok<AGROW>
end
end

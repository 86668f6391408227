function drv_rle()
% Encodes and decodes text, a uint8 signal and an empty vector.
txt = 'aaabccddddde';
[v, r] = rle_encode(txt);
fprintf('%s -> %s (roundtrip %d)\n', txt, rle_string(v, r), isequal(rle_decode(v, r), txt));
sig = uint8([0 0 0 5 5 9 9 9 9 0 0 255]);
[v2, r2] = rle_encode(sig);
back = rle_decode(v2, r2);
fprintf('uint8: %d runs, class %s, roundtrip %d\n', numel(v2), class(back), isequal(back, sig));
[v3, r3] = rle_encode([]);
fprintf('empty: %d %d\n', numel(v3), numel(r3));
long = repmat([1 1 2 3 3 3], 1, 50);
[v4, r4] = rle_encode(long);
fprintf('long: %d values, max run %d, total %d\n', numel(v4), max(r4), sum(r4));
end

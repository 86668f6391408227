function drv_int_histogram()
% Histograms of uint8 samples and int32 data; saturating integer arithmetic.
n = 500;
samples = zeros(1, n, 'uint8');
for k = 1:n
    samples(k) = uint8(mod(k * 37 + floor(k / 7) * 11, 256));
end
c = int_hist(samples, 8, 0, 255);
fprintf('%s\n', class(c));
fprintf('%d ', c);
fprintf('\n');
lines = bar_text(c, 20);
fprintf('%s\n', lines{:});
d = int32(-50:3:50);
c2 = int_hist(d, 5);
fprintf('int32 bins: %s (total %d)\n', mat2str(c2), sum(c2));
sat = uint8(250) + uint8(10);
neg = uint8(5) - uint8(10);
half = int32(7) / int32(2);
fprintf('saturate %d %d, int division %d, mixed %s\n', sat, neg, half, class(int8(3) * 2.6));
end

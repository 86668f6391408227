function counts = int_hist(x, nbins, lo, hi)
% INT_HIST  Histogram of integer data into nbins equal int32 bins over [lo, hi].
if nargin < 3
    lo = min(x);
    hi = max(x);
end
x = int32(x);
width = idivide(int32(hi) - int32(lo) + 1, int32(nbins), 'ceil');
counts = zeros(1, nbins, 'int32');
for k = 1:numel(x)
    b = idivide(x(k) - int32(lo), width, 'floor') + 1;
    if b >= 1 && b <= nbins
        counts(b) = counts(b) + 1;
    end
end
end

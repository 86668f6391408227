function b = hilarray_acc(a)
% MAGICA, Figure 3: lossless polyrank Hilbert array accumulation.
rank = length(size(a));
indices = ones(size(a));
sindices = zeros(size(a));
for k = 1:rank,
    sindices = sindices+ ...
    cumsum(indices, k);
end;
b = a+1./(sindices-rank+1);
end

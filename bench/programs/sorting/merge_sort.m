function out = merge_sort(v)
% MERGE_SORT  Top-down merge sort of a row vector.
n = numel(v);
if n < 2
    out = v;
    return;
end
mid = floor(n / 2);
a = merge_sort(v(1:mid));
b = merge_sort(v(mid+1:end));
out = zeros(1, n);
i = 1;
j = 1;
k = 1;
while i <= numel(a) && j <= numel(b)
    if a(i) <= b(j)
        out(k) = a(i);
        i = i + 1;
    else
        out(k) = b(j);
        j = j + 1;
    end
    k = k + 1;
end
out(k:end) = [a(i:end), b(j:end)];
end

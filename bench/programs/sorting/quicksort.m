function v = quicksort(v)
% QUICKSORT  Recursive quicksort with the middle element as pivot.
n = numel(v);
if n <= 1
    return;
end
pivot = v(ceil(n / 2));
less = v(v < pivot);
same = v(v == pivot);
more = v(v > pivot);
v = [quicksort(less), same, quicksort(more)];
end

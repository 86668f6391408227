function [found, idx] = binary_search(v, x)
% BINARY_SEARCH  Index of x in the sorted vector v, or the insertion point.
lo = 1;
hi = numel(v);
found = false;
while lo <= hi
    mid = floor((lo + hi) / 2);
    if v(mid) == x
        found = true;
        idx = mid;
        return;
    elseif v(mid) < x
        lo = mid + 1;
    else
        hi = mid - 1;
    end
end
idx = lo;
end

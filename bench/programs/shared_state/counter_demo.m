function total = counter_demo(n)
% A nested function appends to and adds into its parent's variables.
hits = [];
total = 0;
bump(1);
first = hits(1);
apply_each(@bump, 2:n);
count = numel(hits);
total = first + total + count;
    function bump(k)
        hits(end + 1) = k;
        total = total + k;
    end
end

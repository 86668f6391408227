function drv_loop_growth()
% Arrays grown in for loops by a fixed amount per iteration, and ones that are not.
[r, c, t] = grow_fixed(5, 12);
fprintf('fixed: %s %s %s\n', mat2str(size(r)), mat2str(size(c)), mat2str(size(t)));
[r0, c0, t0] = grow_fixed(0, 3);
fprintf('none: %s %s %s\n', mat2str(size(r0)), mat2str(size(c0)), mat2str(size(t0)));
[a, b] = grow_mixed([3 -1 4 -1 5 -9 2 6]);
fprintf('mixed: %s %s\n', mat2str(size(a)), mat2str(size(b)));
tab = grow_table(ones(1, 7), ones(1, 4));
fprintf('table: %s, sum %g\n', mat2str(size(tab)), sum(tab(:)));
end

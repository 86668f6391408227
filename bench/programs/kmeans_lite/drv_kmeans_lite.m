function drv_kmeans_lite()
% Three well separated blobs made from deterministic offsets.
centres = [0 0; 5 5; 0 6];
m = 20;
X = zeros(3 * m, 2);
t = (1:m)';
for j = 1:3
    off = 0.6 * [sin(t * 1.7 + j), cos(t * 2.3 - j)];
    X((j - 1) * m + (1:m), :) = repmat(centres(j, :), m, 1) + off;
end
X = X([1:3:end, 2:3:end, 3:3:end], :);
[C, labels, iters] = kmeans_run(X, 3);
[~, order] = sort(C(:, 1) + 10 * C(:, 2));
fprintf('iters %d\n', iters);
fprintf('centre %.3f %.3f\n', C(order, :)');
counts = accumarray(labels, 1)';
fprintf('sizes %s\n', mat2str(sort(counts)));
[~, d] = assign_clusters(X, C);
fprintf('inertia %.4f\n', sum(d));
end

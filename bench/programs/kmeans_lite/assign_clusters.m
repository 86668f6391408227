function [labels, dists] = assign_clusters(X, C)
% ASSIGN_CLUSTERS  Nearest centre of each row of X (squared Euclidean distance).
k = size(C, 1);
D = zeros(size(X, 1), k);
for j = 1:k
    diffs = X - repmat(C(j, :), size(X, 1), 1);
    D(:, j) = sum(diffs .^ 2, 2);
end
[dists, labels] = min(D, [], 2);
end

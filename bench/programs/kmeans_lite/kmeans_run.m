function [C, labels, iters] = kmeans_run(X, k, maxit)
% KMEANS_RUN  Lloyd's algorithm from k rows spread over X; stops when labels settle.
if nargin < 3
    maxit = 100;
end
C = X(round(linspace(1, size(X, 1), k)), :);
labels = zeros(size(X, 1), 1);
for iters = 1:maxit
    [newlabels, ~] = assign_clusters(X, C);
    if isequal(newlabels, labels)
        break;
    end
    labels = newlabels;
    for j = 1:k
        members = labels == j;
        if any(members)
            C(j, :) = mean(X(members, :), 1);
        end
    end
end
end

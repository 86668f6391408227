function m = running_mean(x, window)
%RUNNING_MEAN Mean of each WINDOW consecutive elements of the vector X.
%   m = running_mean(x, window) returns a vector one element per full window.
if nargin < 2
    window = 3;
end
n = numel(x) - window + 1;
m = zeros(1, max(n, 0));
for k = 1:n
    m(k) = mean(x(k:k + window - 1));
end
end

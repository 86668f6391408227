function w = unassigned(kind, n)
%UNASSIGNED A window function: for an unknown KIND, w is never assigned.
switch kind
    case 'hann'
        w = 0.5 - 0.5 * cos(2 * pi * (0:n - 1)' / (n - 1));
    case 'flat'
        w = ones(n, 1);
end
w = w / sum(w);
end

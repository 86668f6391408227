function z = kind_conflict(n)
%KIND_CONFLICT Uses i as the imaginary unit, then assigns to it: MATLAB rejects the file.
z = n * i;
for i = 1:n
    z = z + i;
end
end

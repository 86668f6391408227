function c = collect_cols(n)
% Columns appended to an empty matrix, then a row index past the end.
c = [];
for k = 1:n
  c(:, k) = [k; -k];
end
c(3, 1) = 5;
end

function y = dim_mismatch(x)
% Applies a 3-tap smoothing filter to each row of a 4-by-3 block of samples.
weights = [0.25; 0.5; 0.25];    % a 3x1 column
block = reshape(1:12, 4, 3);
smoothed = weights * block;     % should be block * weights: 3x1 times 4x3
y = smoothed + x;
end

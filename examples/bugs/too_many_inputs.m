function y = too_many_inputs(x)
%TOO_MANY_INPUTS Calls scale with three arguments; it declares two.
y = scale(x, 2, 'round');
end

function y = scale(x, factor)
y = x * factor;
end

classdef Widget < handle
    properties (Access = public)
        Name (1,:) char {mustBeTextScalar} = 'w'
        Size (1,2) double {mustBePositive, mustBeInteger} = [1 1]
        Callback function_handle = @(src, evt) disp(evt)
        Data struct = struct('a', 1, 'b', {{}})
        Flag (1,1) logical = true % enabled?
        % a comment between properties
        Long = [1, 2, ...
                3, 4]
    end
    properties (Constant, Access = private)
        Version = '1.0'
    end
    methods
        % A comment before a method
        function obj = Widget(name, opts)
            arguments
                name (1,:) char = 'default'
                opts.Size (1,2) double = [10 10]
            end
            obj.Name = name;
            obj.Size = opts.Size;
        end

        function delete(obj)
            % destructor
            disp('bye');
        end
        function varargout = subsref(obj, s)
            [varargout{1:nargout}] = builtin('subsref', obj, s);
        end
        function r = plus(a, b), r = a.Size + b.Size; end
    end
    methods (Static)
        % Signatures whose bodies are files of the @folder; `end` is overloaded there too.
        r = fromFile(name)
        e = end(obj, k, n)
    end
    methods (Hidden)
        function r = end(obj, k, n)
            r = numel(obj);
        end
    end
end

